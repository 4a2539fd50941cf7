import { Fragment, useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/ui/form";
import { type Finding, type ItemRef, type Rule, type RuleKind } from "@/api/types";
import { useLooseT } from "@/features/admin/lib/i18n";
import { nextRuleId, sameRef } from "@/features/admin/lib/definition";
import { Dialog } from "@/components/ui/dialog";
import { ConfirmButtons } from "@/components/ui/confirm-buttons";
import type { CategoryCatalogue } from "./catalogue-items";
import { EnglishField } from "./english-field";
import { ItemPicker } from "./item-picker";
import { SectionHeader } from "@/components/ui/page";
import { SEVERITY_TONE } from "./status-badge";

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

/** A rule's messages as typed, Italian then English: (label key, text, language). */
function messages(rule: Rule): [string, string, string | undefined][] {
  const typed: [string, string | null | undefined, string | undefined][] = [
    ["admin.cfg.rules.colMessage", rule.message, undefined],
    ["admin.cfg.rules.messageEn", rule.messageEn, "en"],
  ];
  return typed.flatMap(([label, text, lang]) => (text ? [[label, text, lang]] : []));
}

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
    <section className="card section" aria-labelledby="cfg-rules-title">
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
                              {messages(rule).map(([label, text, lang]) => (
                                <p key={label} className="cfg-rule__message" lang={lang}>
                                  <span className="muted">{t(label)}: </span>«{text}»
                                </p>
                              ))}
                              {flagged && (
                                <ul className="cfg-rule__notes">
                                  {ruleErrors.map((message, i) => (
                                    <li key={`e${i}`} className="field__error">
                                      {message}
                                    </li>
                                  ))}
                                  {ruleFindings.map((finding, i) => (
                                    <li key={`f${i}`} className={`cfg-note cfg-note--${finding.severity}`}>
                                      <span className={`pill ${SEVERITY_TONE[finding.severity]}`}>
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
  const [messageEn, setMessageEn] = useState(rule.messageEn ?? "");
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
    const [text, textEn] = [message.trim(), messageEn.trim()];
    onSave({ id: rule.id, kind, if: when, then, ...(text ? { message: text } : {}), ...(textEn ? { messageEn: textEn } : {}) });
  };

  return (
    <Dialog
      title={isNew ? t("admin.cfg.rules.newTitle", { id: rule.id }) : t("admin.cfg.rules.editTitle", { id: rule.id })}
      onClose={onClose}
      footer={<ConfirmButtons inDialog confirmLabel={t("admin.cfg.rules.save")} form={formId} onCancel={onClose} />}
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
        <ItemPicker
          legend={t("admin.cfg.rules.ifLegend")}
          hint={t("admin.cfg.rules.ifHint")}
          items={when}
          onChange={setWhen}
          error={errors.if}
          catalogue={catalogue}
          categoryId={categoryId}
          name={name}
        />
        <ItemPicker
          legend={t(`admin.cfg.rules.thenLegend.${kind}`)}
          hint={t(`admin.cfg.rules.thenHint.${kind}`)}
          items={then}
          onChange={setThen}
          error={errors.then}
          catalogue={catalogue}
          categoryId={categoryId}
          name={name}
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
        <EnglishField
          label={t("admin.cfg.rules.messageEn")}
          value={messageEn}
          italian={message}
          multiline
          maxLength={500}
          onChange={setMessageEn}
        />
      </form>
    </Dialog>
  );
}
