import { useId, useState, type FormEvent } from "react";
import { useQueries } from "@tanstack/react-query";
import { resourceApi, resourceKeys, OPTIONS_PAGE_SIZE, type ListParams } from "@/features/admin/api/resources";
import { useDebounced } from "@/lib/use-debounced";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { ApiBase, Row } from "@/features/admin/resources/types";

interface ReusePickerProps {
  base: ApiBase;
  /** The select's label ("Categoria esistente"). */
  label: string;
  /** One list per filter set, merged (a part of the category's models, or one offering a chosen feature). */
  sources: Record<string, string | undefined>[];
  optionLabel: (row: Row) => string;
  /** Ids already chosen, left out. */
  exclude?: number[];
  /** The button's text ("Usa", "Aggiungi"). */
  action: string;
  /** Shown when nothing is there to reuse. */
  empty: string;
  onPick: (row: Row) => void;
}

/** Rows of every source, each once, in the sources' order. */
function merged(pages: (Row[] | undefined)[], exclude: number[]): Row[] {
  const seen = new Set(exclude);
  const rows: Row[] = [];
  for (const row of pages.flat()) {
    if (!row || seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

/** What the catalogue has already, offered for reuse: a search, a select and a button that takes the chosen row. */
export function ReusePicker({ base, label, sources, optionLabel, exclude = [], action, empty, onPick }: ReusePickerProps) {
  const t = useLooseT();
  const id = `reuse-${useId().replace(/:/g, "")}`;
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const [chosen, setChosen] = useState("");
  const lists = useQueries({
    queries: sources.map((filters) => {
      const params: ListParams = { page: 1, pageSize: OPTIONS_PAGE_SIZE, q: search, sort: "name", order: "asc", filters };
      return { queryKey: resourceKeys.list(base, params), queryFn: ({ signal }: { signal: AbortSignal }) => resourceApi.list(base, params, signal) };
    }),
  });
  const pending = lists.some((list) => list.isPending);
  const rows = merged(
    lists.map((list) => list.data?.items),
    exclude,
  );
  const long = q !== "" || lists.some((list) => (list.data?.total ?? 0) > (list.data?.items.length ?? 0));
  const row = rows.find((r) => String(r.id) === chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row) return;
    onPick(row);
    setChosen("");
  };

  if (!pending && rows.length === 0 && q === "") return <p className="muted guide-reuse__empty">{empty}</p>;
  return (
    <form className="guide-reuse" onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="guide-reuse__row">
        {long && (
          <input
            type="search"
            className="field__input"
            placeholder={t("common.searchPlaceholder")}
            aria-label={t("admin.form.searchIn", { what: label })}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
        <select id={id} className="field__input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{pending ? t("app.loading") : t("admin.form.choose")}</option>
          {rows.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {optionLabel(r)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={!row}>
          {action}
        </button>
      </div>
    </form>
  );
}
