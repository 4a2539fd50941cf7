import ts from "typescript";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The app's modules import each other without a circle: the app composes features, features read shared
 * code, shared code reads nothing above it. Modules are resolved by TypeScript with tsconfig.json, as
 * the compiler does (the `@/` alias included); type-only imports count too, since they tie the same
 * files together for a reader.
 */
const root = process.cwd();
const sourceDir = path.join(root, "src");
const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && resolved.startsWith(sourceDir) && !resolved.endsWith(".d.ts") ? [resolved] : [];
  });
}

/** The strongly connected components of more than one file (Tarjan), each a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the app's import graph", () => {
  const graph = new Map(sourceFiles(sourceDir).map((file) => [file, importsOf(file)]));

  it("resolves the alias, so the check sees the imports that matter", () => {
    const router = graph.get(path.join(sourceDir, "app", "router.tsx")) ?? [];
    expect(router).toContain(path.join(sourceDir, "config", "admin.ts"));
  });

  it("has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const a = path.join(sourceDir, "a.ts");
    const b = path.join(sourceDir, "b.ts");
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toEqual([["src/a.ts", "src/b.ts"]]);
  });
});
