import type { CatalogueImpact, CompanyImpact, PublishImpact } from "@/api/types";
import { currentLocale } from "@/i18n";
import { formatCents, formatNumber } from "@/lib/format";
import type { LooseT } from "@/features/admin/lib/i18n";
import type { ImpactCheck } from "@/features/admin/lib/impact-check";

/**
 * The sentences of a publish's dry run, in one place: the impact panel shows them line by line, the
 * publish confirmations (the editor's and the list's) as one sentence; the same for an edit of the catalogue
 * or of a company's filters, in the question before it is saved.
 */

const counted = (t: LooseT, key: string, count: number) => t(`admin.cfg.impact.${key}`, { count, formatted: formatNumber(count) });

/**
 * Which saved configurations were judged: the category's (a publish), those of the categories holding an edited
 * item (`catalogue`), or a company's (its filters).
 */
export type ImpactScope = "category" | "catalogue" | "company";

const SCOPED: Record<ImpactScope, string> = { category: "", catalogue: "Catalogue", company: "Company" };

/** "aumento massimo 50,00 €, calo massimo 20,00 €": only the sides that move; "" when no total changes. */
export function impactRange(t: LooseT, impact: PublishImpact): string {
  const parts: string[] = [];
  if (impact.largestRise > 0) parts.push(t("admin.cfg.impact.rise", { amount: formatCents(impact.largestRise) }));
  if (impact.largestFall > 0) parts.push(t("admin.cfg.impact.fall", { amount: formatCents(impact.largestFall) }));
  return parts.join(", ");
}

/**
 * What changes, the non-zero counts only: "3 configurazioni salvate diventano non valide", "1 configurazione
 * salvata diventa incompleta", "2 cambiano prezzo" (with `range`: "… (aumento massimo 50,00 €)"); the price's
 * line says what changes when it comes first ("2 configurazioni salvate cambiano prezzo").
 */
export function impactEffects(t: LooseT, impact: PublishImpact, { range = true } = {}): string[] {
  const lines: string[] = [];
  if (impact.invalid > 0) lines.push(counted(t, "invalid", impact.invalid));
  if (impact.incomplete > 0) lines.push(counted(t, "incomplete", impact.incomplete));
  if (impact.repriced > 0) {
    const repriced = counted(t, lines.length === 0 ? "repricedSaved" : "repriced", impact.repriced);
    const moves = range ? impactRange(t, impact) : "";
    lines.push(moves ? `${repriced} (${moves})` : repriced);
  }
  return lines;
}

/**
 * A company's counts in the panel, the non-zero ones only and shorter than the totals' lines (the heading
 * says what they count): "3 non valide, 1 incompleta, 2 cambiano prezzo".
 */
export function companyEffects(t: LooseT, company: CompanyImpact): string {
  return shortEffects(t, company).join(", ");
}

/** The short counts, the non-zero ones only: "3 non valide", "1 incompleta", "2 cambiano prezzo". */
function shortEffects(t: LooseT, counts: Pick<PublishImpact, "invalid" | "incomplete" | "repriced">): string[] {
  const parts: string[] = [];
  if (counts.invalid > 0) parts.push(counted(t, "company.invalid", counts.invalid));
  if (counts.incomplete > 0) parts.push(counted(t, "company.incomplete", counts.incomplete));
  if (counts.repriced > 0) parts.push(counted(t, "repriced", counts.repriced));
  return parts;
}

/**
 * A kept report in its list, in one line: "3 non valide · 1 incompleta · 2 cambiano prezzo · 1 richiesta in
 * attesa", or that nothing changes.
 */
export function impactFigures(t: LooseT, impact: PublishImpact): string {
  const nothing = impactNothing(t, impact);
  if (nothing) return nothing;
  const parts = shortEffects(t, impact);
  if (impact.pendingRequests > 0) parts.push(t("admin.cfg.reports.pending", { count: impact.pendingRequests, formatted: formatNumber(impact.pendingRequests) }));
  return parts.join(" · ");
}

/**
 * Under the export's button: "Il file contiene tutte le 12 configurazioni coinvolte, non solo gli esempi.";
 * null when the examples are all of them.
 */
export function impactExportHint(t: LooseT, impact: PublishImpact): string | null {
  return impact.affected > impact.examples.length ? counted(t, "exportAll", impact.affected) : null;
}

/** Nothing to say but that: no saved configuration in the category (or `scope`), or none changes. */
export function impactNothing(t: LooseT, impact: PublishImpact, scope: ImpactScope = "category"): string | null {
  if (impact.checked === 0) return t(`admin.cfg.impact.empty${SCOPED[scope]}`);
  return impactEffects(t, impact).length === 0 ? t("admin.cfg.impact.none") : null;
}

/** The panel: "Su 5 configurazioni salvate della categoria:", then a line per effect and the pending requests. */
export function impactLines(t: LooseT, impact: PublishImpact, scope: ImpactScope = "category"): { intro: string | null; lines: string[] } {
  const nothing = impactNothing(t, impact, scope);
  if (nothing) return { intro: nothing, lines: [] };
  const lines = impactEffects(t, impact);
  if (impact.pendingRequests > 0) lines.push(counted(t, "pending", impact.pendingRequests));
  return { intro: counted(t, `checked${SCOPED[scope]}`, impact.checked), lines };
}

interface SentenceOptions {
  /** What is done: "Pubblicando" (the default), "Se disattivi «Lino»". */
  lead?: string;
  scope?: ImpactScope;
  /** Effects said before the saved configurations' ("il configuratore «Divani» ha nuovi problemi"). */
  first?: string[];
}

/**
 * The confirmation: "Pubblicando, 3 configurazioni salvate diventano non valide e 2 cambiano prezzo (1 con una
 * richiesta in attesa). Prezzi: aumento massimo 50,00 €." or "Nessuna configurazione salvata cambia."
 */
export function impactSentence(t: LooseT, impact: PublishImpact, { lead, scope = "category", first = [] }: SentenceOptions = {}): string {
  const effects = [...first, ...impactEffects(t, impact, { range: false })];
  if (effects.length === 0) return impactNothing(t, impact, scope) ?? t("admin.cfg.impact.none");
  const options = { lead: lead ?? t("admin.cfg.impact.publishing"), effects: new Intl.ListFormat(currentLocale(), { type: "conjunction" }).format(effects) };
  const sentence =
    impact.pendingRequests > 0
      ? t("admin.cfg.impact.confirmPending", { ...options, pending: formatNumber(impact.pendingRequests) })
      : t("admin.cfg.impact.confirm", options);
  const range = impact.repriced > 0 ? impactRange(t, impact) : "";
  return range ? `${sentence} ${t("admin.cfg.impact.confirmRange", { range })}` : sentence;
}

/**
 * What an edit does, as its question says it: "Se disattivi «Lino»", "Se cambi il prezzo di «Struttura» da 0,00 € a
 * 100,00 €", "Se disattivi le 2 righe selezionate".
 */
export function impactLead(t: LooseT, check: ImpactCheck): string {
  if (check.kind === "items") return t(`admin.cfg.impact.edit.lead.rows.${check.action}`, { count: check.count });
  if (check.kind === "item" && check.action === "price") {
    return t("admin.cfg.impact.edit.lead.price", { name: check.name, before: formatCents(check.before ?? 0), after: formatCents(check.edit.price ?? 0) });
  }
  return t(`admin.cfg.impact.edit.lead.${check.action}`, { name: check.name });
}

/**
 * The question before an edit of the catalogue or of a company's filters: "Se disattivi «Lino», il configuratore
 * «Divani» ha nuovi problemi e 3 configurazioni salvate diventano non valide (1 con una richiesta in attesa)."
 */
export function editImpactSentence(t: LooseT, check: ImpactCheck, impact: CatalogueImpact): string {
  const [one, ...more] = impact.configurators;
  const configurators = !one
    ? []
    : more.length === 0
      ? [t("admin.cfg.impact.edit.configurator", { name: one.name })]
      : [t("admin.cfg.impact.edit.configurators", { formatted: formatNumber(impact.configurators.length) })];
  return impactSentence(t, impact, { lead: impactLead(t, check), scope: check.kind === "filters" ? "company" : "catalogue", first: configurators });
}

/** The question's title and confirming button: a save's, or a list's bulk action's ("Disattivare 2 righe?", "Disattiva comunque"). */
export function impactQuestion(t: LooseT, check: ImpactCheck): { title: string; confirm: string } {
  if (check.kind !== "items") return { title: t("admin.cfg.impact.edit.title"), confirm: t("admin.cfg.impact.edit.saveAnyway") };
  return { title: t(`admin.bulk.confirm.${check.action}Title`, { count: check.count }), confirm: t(`admin.cfg.impact.edit.${check.action}Anyway`) };
}
