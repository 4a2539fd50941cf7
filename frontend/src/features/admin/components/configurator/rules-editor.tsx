import { Fragment, useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/ui/form";
import { useResourceOptions } from "@/features/admin/api/resources";
import { RULE_ITEM_KINDS, type Finding, type ItemRef, type Rule, type RuleItemKind, type RuleKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { useDebounced } from "@/lib/use-debounced";
import { nextRuleId, sameRef } from "@/features/admin/lib/definition";
import { refKey } from "@/lib/catalogue";
import { Dialog } from "@/components/ui/dialog";
import { categoryFilter, ITEM_RESOURCE, itemLabel, type CategoryCatalogue } from "./catalogue-items";
import { SectionHeader } from "@/components/ui/page";

interface RulesEditorProps {
  rules: Rule[];
  onChange: (rules: Rule[]) => void;
  catalogue: CategoryCatalogue;
  categoryId: string;
  /** Findings of the rule check, by rule id. */
  findings: Record<string, Finding[]>;
  /** Server errors (`details`) by the index of the rule. */
  errors: Record<number, string[]>;
  readOnly: boolean;
}

export const ruleAnchor = (id: string) => `cfg-rule-${id.replace(/[^A-Za-z0-9_-]/g, "_")}`;

/** The rules: a table (kind, "Se…", "allora…", message) with add, edit and remove through pickers. */
export function RulesEditor({ rules, onChange, catalogue, categoryId, findings, errors, readOnly }: RulesEditorProps) {
  const t = useLooseT();
  const [editing, setEditing] = useState<{ index: number; rule: Rule } | null>(null);
  const name = (ref: ItemRef) => catalogue.labelOf(ref) ?? `${t(`admin.entityKind.${ref.kind}`)} ${t("common.id", { id: ref.id })}`;
  const names = (refs: ItemRef[]) => refs.map(name).join(", ") || "—";

  const save = (rule: Rule) => {
    if (!editing) return;
    const next = [...rules];
    if (editing.index < 0) next.push(rule);
    else next[editing.index] = rule;
    onChange(next);
    setEditing(null);
  };

  return (
    <section className="card cfg-section" aria-labelledby="cfg-rules-title">
      <SectionHeader id="cfg-rules-title" title={t("admin.cfg.rules.title")}>
        {!readOnly && (
          <button
            type="button"
            className="button button--small"
            disabled={!categoryId}
            onClick={() => setEditing({ index: -1, rule: { id: nextRuleId(rules), kind: "excludes", if: [], then: [] } })}
          >
            {t("admin.cfg.rules.add")}
          </button>
        )}
      </SectionHeader>
      <p className="muted">{categoryId ? t("admin.cfg.rules.intro") : t("admin.cfg.rules.chooseCategory")}</p>
      {rules.length === 0 ? (
        <p className="subsection__empty">{t("admin.cfg.rules.empty")}</p>
      ) : (
        <div className="data-table data-table--stack cfg-rules">
          <div className="data-table__scroll">
            <table>
              <caption className="visually-hidden">{t("admin.cfg.rules.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.cfg.rules.colId")}</th>
                  <th scope="col">{t("admin.cfg.rules.colIf")}</th>
                  <th scope="col">{t("admin.cfg.rules.colThen")}</th>
                  {!readOnly && (
                    <th scope="col" className="align-end">
                      {t("common.actions")}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rules.map((rule, index) => {
                  const ruleFindings = findings[rule.id] ?? [];
                  const ruleErrors = errors[index] ?? [];
                  const flagged = ruleFindings.length > 0 || ruleErrors.length > 0;
                  const severity = ruleErrors.length > 0 || ruleFindings.some((f) => f.severity === "error") ? "error" : "warning";
                  const noteId = `${ruleAnchor(rule.id)}-notes`;
                  const hasExtra = flagged || !!rule.message;
                  const columns = readOnly ? 3 : 4;
                  return (
                    <Fragment key={`${rule.id}-${index}`}>
                      <tr
                        id={ruleAnchor(rule.id)}
                        tabIndex={-1}
                        className={`cfg-rule${flagged ? ` cfg-rule--${severity}` : ""}${hasExtra ? " cfg-rule--has-extra" : ""}`}
                        aria-describedby={hasExtra ? noteId : undefined}
                        data-testid={`rule-${rule.id}`}
                      >
                        <td data-label={t("admin.cfg.rules.colId")}>
                          <strong>{rule.id}</strong>
                        </td>
                        <td data-label={t("admin.cfg.rules.colIf")}>
                          <span className="muted">{t("admin.cfg.rules.if")} </span>
                          {names(rule.if)}
                        </td>
                        <td data-label={t("admin.cfg.rules.colThen")}>
                          <span className="muted">{t(`admin.cfg.rules.then.${rule.kind}`)} </span>
                          {names(rule.then)}
                        </td>
                        {!readOnly && (
                          <td className="align-end data-table__actions">
                            <div className="row-actions">
                              <button type="button" className="button button--small" onClick={() => setEditing({ index, rule })}>
                                {t("admin.action.edit")}
                                <span className="visually-hidden"> {t("admin.cfg.rules.ruleN", { id: rule.id })}</span>
                              </button>
                              <button
                                type="button"
                                className="button button--small button--danger-text"
                                onClick={() => onChange(rules.filter((_, i) => i !== index))}
                              >
                                {t("admin.action.remove")}
                                <span className="visually-hidden"> {t("admin.cfg.rules.ruleN", { id: rule.id })}</span>
                              </button>
                            </div>
                          </td>
                        )}
                      </tr>
                      {hasExtra && (
                        <tr className={`cfg-rule__extra${flagged ? ` cfg-rule--${severity}` : ""}`} data-testid={`rule-${rule.id}-notes`}>
                          <td colSpan={columns}>
                            <div id={noteId}>
                              {rule.message && (
                                <p className="cfg-rule__message">
                                  <span className="muted">{t("admin.cfg.rules.colMessage")}: </span>«{rule.message}»
                                </p>
                              )}
                              {flagged && (
                                <ul className="cfg-rule__notes">
                                  {ruleErrors.map((message, i) => (
                                    <li key={`e${i}`} className="field__error">
                                      {message}
                                    </li>
                                  ))}
                                  {ruleFindings.map((finding, i) => (
                                    <li key={`f${i}`} className={`cfg-note cfg-note--${finding.severity}`}>
                                      <span className={`pill cfg-pill--${finding.severity}`}>
                                        {t(`admin.cfg.severity.${finding.severity}`)}
                                      </span>{" "}
                                      {finding.message}
                                    </li>
                                  ))}
                                </ul>
                              )}
                            </div>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {editing && (
        <RuleDialog
          rule={editing.rule}
          isNew={editing.index < 0}
          catalogue={catalogue}
          categoryId={categoryId}
          name={name}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function RuleDialog({
  rule,
  isNew,
  catalogue,
  categoryId,
  name,
  onSave,
  onClose,
}: {
  rule: Rule;
  isNew: boolean;
  catalogue: CategoryCatalogue;
  categoryId: string;
  name: (ref: ItemRef) => string;
  onSave: (rule: Rule) => void;
  onClose: () => void;
}) {
  const t = useLooseT();
  const formId = `rule-${useId().replace(/:/g, "")}`;
  const [kind, setKind] = useState<RuleKind>(rule.kind);
  const [when, setWhen] = useState<ItemRef[]>(rule.if);
  const [then, setThen] = useState<ItemRef[]>(rule.then);
  const [message, setMessage] = useState(rule.message ?? "");
  const [errors, setErrors] = useState<{ if?: string; then?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog is portaled, but React events still bubble to the editor's own form
    event.stopPropagation();
    const problems: { if?: string; then?: string } = {};
    if (when.length === 0) problems.if = t("admin.cfg.rules.needIf");
    if (then.length === 0) problems.then = t("admin.cfg.rules.needThen");
    if (when.some((a) => then.some((b) => sameRef(a, b)))) problems.then = t("admin.cfg.rules.sameItem");
    setErrors(problems);
    if (problems.if || problems.then) return;
    const text = message.trim();
    onSave({ id: rule.id, kind, if: when, then, ...(text ? { message: text } : {}) });
  };

  return (
    <Dialog
      title={isNew ? t("admin.cfg.rules.newTitle", { id: rule.id }) : t("admin.cfg.rules.editTitle", { id: rule.id })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" form={formId} className="button button--primary">
            {t("admin.cfg.rules.save")}
          </button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        {(errors.if || errors.then) && <FormAlert>{t("validation.formHasErrors")}</FormAlert>}
        <fieldset className="field field--group">
          <legend className="field__label">{t("admin.cfg.rules.kind")}</legend>
          <div className="radio-row">
            {(["excludes", "requires"] as const).map((k) => (
              <label key={k} className="radio">
                <input type="radio" name={`${formId}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span>{t(`admin.cfg.rules.kinds.${k}`)}</span>
              </label>
            ))}
          </div>
          <p className="field__hint">{t(`admin.cfg.rules.kindHint.${kind}`)}</p>
        </fieldset>
        <ItemList
          legend={t("admin.cfg.rules.ifLegend")}
          hint={t("admin.cfg.rules.ifHint")}
          items={when}
          onChange={setWhen}
          error={errors.if}
          catalogue={catalogue}
          categoryId={categoryId}
          name={name}
          addLabel={t("admin.cfg.rules.addIf")}
        />
        <ItemList
          legend={t(`admin.cfg.rules.thenLegend.${kind}`)}
          hint={t(`admin.cfg.rules.thenHint.${kind}`)}
          items={then}
          onChange={setThen}
          error={errors.then}
          catalogue={catalogue}
          categoryId={categoryId}
          name={name}
          addLabel={t("admin.cfg.rules.addThen")}
        />
        <div className="field">
          <label htmlFor={`${formId}-message`} className="field__label">
            {t("admin.cfg.rules.message")}
          </label>
          <textarea
            id={`${formId}-message`}
            className="field__input field__textarea"
            rows={2}
            maxLength={500}
            value={message}
            aria-describedby={`${formId}-message-hint`}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p id={`${formId}-message-hint`} className="field__hint">
            {t("admin.cfg.rules.messageHint")}
          </p>
        </div>
      </form>
    </Dialog>
  );
}

/** The items of one side of a rule, with a picker (kind, search by name, choose) to add more. */
function ItemList({
  legend,
  hint,
  items,
  onChange,
  error,
  catalogue,
  categoryId,
  name,
  addLabel,
}: {
  legend: string;
  hint: string;
  items: ItemRef[];
  onChange: (items: ItemRef[]) => void;
  error: string | undefined;
  catalogue: CategoryCatalogue;
  categoryId: string;
  name: (ref: ItemRef) => string;
  addLabel: string;
}) {
  const t = useLooseT();
  const id = `items-${useId().replace(/:/g, "")}`;
  const [kind, setKind] = useState<RuleItemKind>("model");
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const [chosen, setChosen] = useState("");
  // a value on any part offering its feature (""), or on one of the category's parts offering it
  const [onPart, setOnPart] = useState("");
  const options = useResourceOptions(ITEM_RESOURCE[kind], {
    q: search,
    sort: kind === "feature_value" ? "label" : "name",
    filters: categoryFilter(categoryId),
  });
  const isValue = kind === "feature_value";
  const categoryParts = useResourceOptions("productpart", { sort: "name", filters: categoryFilter(categoryId), enabled: isValue });
  // a value stays listed while it can still be added on another part
  const rows = (options.data?.items ?? []).filter((row) => isValue || !items.some((item) => item.kind === kind && item.id === row.id));
  const row = rows.find((r) => String(r.id) === chosen);
  const featureId = isValue && row ? Number(row.featureId) : null;
  const offering = (categoryParts.data?.items ?? []).filter(
    (part) => Array.isArray(part.features) && (part.features as { featureId: number }[]).some((pf) => pf.featureId === featureId),
  );
  const candidate: ItemRef | null = row ? { kind, id: row.id, ...(isValue && onPart ? { partId: Number(onPart) } : {}) } : null;
  const duplicate = !!candidate && items.some((item) => sameRef(item, candidate));

  const add = () => {
    if (!candidate || duplicate) return;
    onChange([...items, candidate]);
    setChosen("");
    setOnPart("");
  };

  return (
    <fieldset className={`field field--group cfg-items${error ? " field--invalid" : ""}`} aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {items.length === 0 ? (
        <p className="muted">{t("admin.cfg.rules.noItems")}</p>
      ) : (
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
      )}
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
              setChosen("");
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
        <div className="field">
          <label htmlFor={`${id}-item`} className="field__label">
            {t("admin.field.entity")}
          </label>
          <select
            id={`${id}-item`}
            className="field__input"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              setOnPart("");
            }}
          >
            <option value="">
              {options.isPending ? t("app.loading") : rows.length === 0 ? t("admin.form.noOptions") : t("admin.form.choose")}
            </option>
            {rows.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {itemLabel(kind, row, catalogue.featureName)}
                {row.active === false ? ` ${t("admin.form.inactiveSuffix")}` : ""}
              </option>
            ))}
          </select>
        </div>
        {isValue && (
          <div className="field">
            <label htmlFor={`${id}-part`} className="field__label">
              {t("admin.cfg.rules.onPart")}
            </label>
            <select
              id={`${id}-part`}
              className="field__input"
              value={onPart}
              disabled={!row}
              aria-describedby={`${id}-part-hint`}
              onChange={(e) => setOnPart(e.target.value)}
            >
              <option value="">{t("admin.cfg.rules.anyPart")}</option>
              {offering.map((part) => (
                <option key={part.id} value={String(part.id)}>
                  {String(part.name ?? part.id)}
                </option>
              ))}
            </select>
            <p id={`${id}-part-hint`} className="field__hint">
              {t("admin.cfg.rules.onPartHint")}
            </p>
          </div>
        )}
        <button type="button" className="button cfg-picker__add" disabled={!chosen || duplicate} onClick={add}>
          {addLabel}
        </button>
        {duplicate && <p className="field__hint">{t("admin.cfg.rules.already")}</p>}
      </div>
    </fieldset>
  );
}
