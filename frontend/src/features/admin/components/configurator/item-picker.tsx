import { useId, useState } from "react";
import { useResourceOptions } from "@/features/admin/api/resources";
import { RULE_ITEM_KINDS, type ItemRef, type RuleItemKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { sameRef } from "@/features/admin/lib/definition";
import { refKey } from "@/lib/catalogue";
import type { Row } from "@/features/admin/resources/types";
import { categoryFilter, ITEM_RESOURCE, itemLabel, type CategoryCatalogue } from "./catalogue-items";

interface ItemPickerProps {
  legend: string;
  hint: string;
  items: ItemRef[];
  onChange: (items: ItemRef[]) => void;
  error: string | undefined;
  catalogue: CategoryCatalogue;
  categoryId: string;
  name: (ref: ItemRef) => string;
}

const offers = (part: Row, featureId: number) =>
  Array.isArray(part.features) && (part.features as { featureId: number }[]).some((pf) => pf.featureId === featureId);

/**
 * The items of one side of a rule, and the category's items to add (kind, search): a click on one adds it, so
 * nothing picked is lost for want of a second button. A value goes on any part, or on the part chosen first.
 */
export function ItemPicker({ legend, hint, items, onChange, error, catalogue, categoryId, name }: ItemPickerProps) {
  const t = useLooseT();
  const id = `items-${useId().replace(/:/g, "")}`;
  const [kind, setKind] = useState<RuleItemKind>("model");
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const [onPart, setOnPart] = useState("");
  const isValue = kind === "feature_value";
  const options = useResourceOptions(ITEM_RESOURCE[kind], {
    q: search,
    sort: isValue ? "label" : "name",
    filters: categoryFilter(categoryId),
  });
  const categoryParts = useResourceOptions("productpart", { sort: "name", filters: categoryFilter(categoryId), enabled: isValue });
  const parts = (categoryParts.data?.items ?? []).filter((part) => Array.isArray(part.features) && part.features.length > 0);
  const part = parts.find((p) => String(p.id) === onPart);

  const refOf = (rowId: number): ItemRef => ({ kind, id: rowId, ...(isValue && part ? { partId: part.id } : {}) });
  // what is already on this side is not offered again; a value on another part still is
  const rows = (options.data?.items ?? [])
    .filter((row) => !part || offers(part, Number(row.featureId)))
    .filter((row) => !items.some((item) => sameRef(item, refOf(row.id))));
  const shown = options.data?.items.length ?? 0;
  const total = options.data?.total ?? 0;

  return (
    <fieldset className={`field field--group cfg-items${error ? " field--invalid" : ""}`} aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <ItemChips items={items} name={name} onChange={onChange} />
      {error && <p className="field__error">{error}</p>}
      <div className="cfg-picker">
        <div className="field">
          <label htmlFor={`${id}-kind`} className="field__label">
            {t("admin.field.entityKind")}
          </label>
          <select
            id={`${id}-kind`}
            className="field__input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as RuleItemKind);
              setOnPart("");
              setQ("");
            }}
          >
            {RULE_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.entityKind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`} className="field__label">
            {t("admin.form.searchIn", { what: t(`admin.entityKindPlural.${kind}`) })}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="field__input"
            placeholder={t("common.searchPlaceholder")}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {isValue && (
          <div className="field cfg-picker__wide">
            <label htmlFor={`${id}-part`} className="field__label">
              {t("admin.cfg.rules.onPart")}
            </label>
            <select
              id={`${id}-part`}
              className="field__input"
              value={onPart}
              aria-describedby={`${id}-part-hint`}
              onChange={(e) => setOnPart(e.target.value)}
            >
              <option value="">{t("admin.cfg.rules.anyPart")}</option>
              {parts.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {String(p.name ?? p.id)}
                </option>
              ))}
            </select>
            <p id={`${id}-part-hint`} className="field__hint">
              {t("admin.cfg.rules.onPartHint")}
            </p>
          </div>
        )}
      </div>
      <p className="field__hint">{t("admin.picker.hint")}</p>
      {options.isPending ? (
        <p className="muted">{t("app.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t("admin.picker.none")}</p>
      ) : (
        <ul className="cfg-pick-list" aria-label={t("admin.picker.label")}>
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className="cfg-pick"
                onClick={(event) => {
                  // the picked row leaves the list: the keyboard goes on from its neighbour
                  const li = event.currentTarget.closest("li");
                  (li?.nextElementSibling ?? li?.previousElementSibling)?.querySelector("button")?.focus();
                  onChange([...items, refOf(row.id)]);
                }}
              >
                {itemLabel(kind, row, catalogue.featureName)}
                {row.active === false ? ` ${t("admin.form.inactiveSuffix")}` : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > shown && <p className="field__hint">{t("admin.picker.more", { shown, total })}</p>}
    </fieldset>
  );
}

/** The items chosen, each with its remove button. */
function ItemChips({ items, name, onChange }: { items: ItemRef[]; name: (ref: ItemRef) => string; onChange: (items: ItemRef[]) => void }) {
  const t = useLooseT();
  if (items.length === 0) return <p className="muted">{t("admin.cfg.rules.noItems")}</p>;
  return (
    <ul className="cfg-chips">
      {items.map((item) => (
        <li key={refKey(item)} className="cfg-chip">
          <span className="cfg-chip__kind">{t(`admin.entityKind.${item.kind}`)}</span> {name(item)}
          <button
            type="button"
            className="cfg-chip__remove"
            aria-label={t("admin.cfg.rules.removeItem", { name: name(item) })}
            onClick={() => onChange(items.filter((other) => !sameRef(other, item)))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
