import { useMutation } from "@tanstack/react-query";
import type { ExportableBase, ImportableBase, ImportReport } from "@/api/types";
import { download, request, saveFile, withQuery } from "@/lib/api-client";

/**
 * CSV export and import (docs/api.md "CSV export and import") through the one API client: the export is
 * fetched with the session's token (a plain link could not send it) and handed to the browser's save. Other
 * CSV files of the server's (the publish dry run's list) take the same way, {@link saveCsv}.
 */

/** The query of a list as its screen shows it: search, sort and filters, never the page. */
export type ExportQuery = Record<string, string | number | null | undefined>;

/**
 * The one way a CSV file of the server's reaches the user: `GET path` with the session's token, saved as the
 * server names the file (`fallbackName` when it does not). Failures are the API client's `ApiError`s.
 */
export async function saveCsv(path: string, fallbackName: string): Promise<void> {
  saveFile(await download(path), fallbackName);
}

/** `GET /api/{base}/export.csv` with the list's query, saved as the server names the file. */
export function exportCsv(base: ExportableBase, query: ExportQuery): Promise<void> {
  return saveCsv(withQuery(`/api/${base}/export.csv`, query), `${base}.csv`);
}

/** The admin lists with an export (the generic resources of the registry). */
export const EXPORTABLE = [
  "company",
  "customer",
  "companyentityfilter",
  "attribute",
  "attributeval",
  "productcategory",
  "producttype",
  "productmodel",
  "productmodelpart",
  "productpart",
  "productfeature",
  "productfeatureval",
] as const satisfies readonly ExportableBase[];

export function isExportable(base: string): base is (typeof EXPORTABLE)[number] {
  return (EXPORTABLE as readonly string[]).includes(base);
}

/** Every resource an import takes, in the order of the import screen's choice. */
export const IMPORTABLE = [
  "productcategory",
  "producttype",
  "productmodel",
  "productpart",
  "productmodelpart",
  "productfeature",
  "productfeatureval",
  "attribute",
  "attributeval",
  "customer",
] as const satisfies readonly ImportableBase[];

export function isImportable(base: string): base is ImportableBase {
  return (IMPORTABLE as readonly string[]).includes(base);
}

/** `POST /api/{base}/import[?dryRun=true]` with the file as the body. */
export function importCsv(base: ImportableBase, file: Blob, dryRun: boolean): Promise<ImportReport> {
  return request<ImportReport>(withQuery(`/api/${base}/import`, { dryRun: dryRun ? "true" : undefined }), {
    method: "POST",
    body: file,
    headers: { "Content-Type": "text/csv" },
  });
}

export function useImport(base: ImportableBase) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) => importCsv(base, file, dryRun),
  });
}
