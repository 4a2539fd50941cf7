// Production build: hashed, minified, code-split bundles in dist/ (index.html + assets/).
// No inline <script> and no runtime <style> injection: the server sends a strict CSP.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import HtmlWebpackPlugin from "html-webpack-plugin";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import CssMinimizerPlugin from "css-minimizer-webpack-plugin";
import CompressionPlugin from "compression-webpack-plugin";
import zlib from "node:zlib";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Files of packages the server's own pages load as they are: Swagger UI for the API reference at
 *  /api/docs (its page and its starter script, public/api-docs/init.js, are ours). */
const VENDOR_FILES = {
  "api-docs/swagger-ui-bundle.js": "swagger-ui-dist/swagger-ui-bundle.js",
  "api-docs/swagger-ui.css": "swagger-ui-dist/swagger-ui.css",
};

/** Emits every file of public/ at the same path in the build (catalogue images), and the vendor files
 *  above, as webpack assets so the dev server serves them too. */
class CopyPublicPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const publicDir = path.resolve(root, "public");
    const emit = (compilation, name, absolute) => {
      compilation.fileDependencies.add(absolute);
      // as they are: the vendor files come minified, and ours are small and read by people
      compilation.emitAsset(name, new RawSource(fs.readFileSync(absolute)), { minimized: true });
    };
    compiler.hooks.thisCompilation.tap("CopyPublicPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CopyPublicPlugin", stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, source] of Object.entries(VENDOR_FILES)) {
            emit(compilation, name, path.resolve(root, "node_modules", source));
          }
          if (!fs.existsSync(publicDir)) return;
          for (const file of fs.readdirSync(publicDir, { recursive: true })) {
            const absolute = path.join(publicDir, file);
            if (!fs.statSync(absolute).isFile()) continue;
            emit(compilation, file.split(path.sep).join("/"), absolute);
          }
        },
      );
    });
  }
}

/** A brotli and a gzip file beside every hashed script and stylesheet. At the highest levels only where
 *  the build ships (`ASSET_COMPRESSION=max`, the Docker image): brotli 11 takes most of a local build's
 *  time for a few percent fewer bytes, which a first `make run` need not wait for. */
function precompressed() {
  const test = /^assets\/.*\.(js|css)$/;
  const max = process.env.ASSET_COMPRESSION === "max";
  return [
    new CompressionPlugin({
      test,
      filename: "[path][base].br",
      algorithm: "brotliCompress",
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: max ? 11 : 5 } },
      minRatio: 1,
    }),
    new CompressionPlugin({ test, filename: "[path][base].gz", algorithm: "gzip", compressionOptions: { level: max ? 9 : 6 }, minRatio: 1 }),
  ];
}

export default (_env, argv) => {
  const production = argv.mode !== "development";
  return {
    mode: production ? "production" : "development",
    entry: { main: "./src/main.tsx" },
    output: {
      path: path.resolve(root, "dist"),
      publicPath: "/",
      filename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      chunkFilename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      clean: true,
    },
    // eval-based source maps would need 'unsafe-eval', which the CSP forbids.
    devtool: production ? false : "cheap-module-source-map",
    resolve: {
      extensions: [".tsx", ".ts", ".js", ".json"],
      alias: { "@": path.resolve(root, "src") },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production } },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, "css-loader"] },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: "asset/resource" },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: "index.html", scriptLoading: "defer", inject: "head" }),
      new CopyPublicPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
        chunkFilename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
      }),
      // The server sends these beside the assets by Accept-Encoding, at the highest levels, instead of
      // compressing each answer on the fly at a level fast enough for that.
      ...(production ? precompressed() : []),
    ],
    optimization: {
      minimizer: ["...", new CssMinimizerPlugin()],
      runtimeChunk: "single",
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          // Long-lived vendor chunks of the initial load: react + react-dom, then the rest
          // (router, query, i18n). Two files keep each asset under maxAssetSize.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: "react",
            chunks: "initial",
            priority: 20,
          },
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: "vendor",
            chunks: "initial",
            priority: 10,
          },
        },
      },
    },
    // The budgets (docs/performance.md: initial JS <= 150 KB gzip, each lazy screen <= 30 KB gzip) are
    // measured in gzip bytes by scripts/bundle-size.mjs after every build, the one place they live;
    // webpack's own hints would count uncompressed bytes, a second and looser copy of the same rule.
    performance: false,
    devServer: {
      port: 5173,
      host: "127.0.0.1",
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ["/api"], target: "http://127.0.0.1:8080", changeOrigin: false }],
    },
    stats: production ? "normal" : "minimal",
  };
};
