import type { AuditChange } from "@/api/types";
import { useResourceItem } from "@/features/admin/api/resources";
import { useLooseT, type LooseT } from "@/features/admin/lib/i18n";
import { RESOURCES } from "@/features/admin/resources/definitions";
import type { BasePath, FieldDef, ResourceDef } from "@/features/admin/resources/types";
import { formatCents, formatDate, formatDateTime, formatNumber } from "@/lib/format";

/**
 * How the trail's raw fields read as people know them: a field by its form's label, an id by the name of what
 * it points at ("Categoria: Divani → Poltrone", not "categoryId: 4 → 5"), read from the resource descriptions.
 */

/** The description of a kind's fields, where the generic screens have one (labels, money). */
function defOf(kind: string): ResourceDef | undefined {
  return kind in RESOURCES ? RESOURCES[kind as BasePath] : undefined;
}

const DEFS = Object.values(RESOURCES) as ResourceDef[];
const ownField = (kind: string, field: string) => defOf(kind)?.fields.find((f) => f.name === field);
/** A field of that name in any description (a configurator's `categoryId` reads like a type's). */
const anyField = (field: string): FieldDef | undefined => DEFS.flatMap((def) => def.fields).find((f) => f.name === field);

/** What an id field points at: a reference field's resource, or a nested list's parent (`featureId` of a value). */
const REFERENCES: Record<string, BasePath> = Object.fromEntries([
  ...DEFS.filter((def) => def.parent).map((def) => [def.parent!.param, def.parent!.resource]),
  ...DEFS.flatMap((def) => def.fields).flatMap((f) => (f.type === "reference" || f.type === "multiReference" ? [[f.name, f.resource]] : [])),
]);

/** `categoryName` goes with `categoryId`: its name is shown on the id's line. */
const idOfName = (field: string) => (field.endsWith("Name") ? `${field.slice(0, -4)}Id` : null);

/** Status labels of the kinds that have one (the configurators' and the requests' own badges). */
const STATUS_LABELS: Record<string, string> = { configurator: "admin.cfg.status", customizationrequest: "requestStatus" };

const MISSING = "\u0000";

/** A field's label: the kind's form's, the trail's own, the one of the id it names, any form's, else its name. */
export function fieldLabel(t: LooseT, kind: string, field: string): string {
  const own = ownField(kind, field) ?? (idOfName(field) ? ownField(kind, idOfName(field)!) : undefined);
  if (own) return t(own.label);
  const id = idOfName(field);
  const key = [`audit.field.${field}`, ...(id ? [`audit.field.${id}`] : [])].find((k) => t(k, { defaultValue: MISSING }) !== MISSING);
  if (key) return t(key);
  const other = anyField(field) ?? (id ? anyField(id) : undefined);
  return other ? t(other.label) : field;
}

/** One line of an entry: an id with its name's change folded in, or the change as it is. */
export interface AuditLine {
  field: string;
  change: AuditChange;
}

/**
 * The lines of an entry: a `…Name` goes onto its `…Id`'s line (or stands for it), a `…Code` beside an id is
 * that item's code (its name says it already), the rest as they are.
 */
export function auditLines(changes: AuditChange[]): AuditLine[] {
  const byField = new Map(changes.map((c) => [c.field, c]));
  return changes.flatMap((change): AuditLine[] => {
    const id = idOfName(change.field);
    if (id && byField.has(id)) return [];
    if (change.field.endsWith("Code") && byField.has(`${change.field.slice(0, -4)}Id`)) return [];
    const name = byField.get(`${change.field.replace(/Id$/, "")}Name`);
    return [{ field: change.field, change: change.field.endsWith("Id") && name ? name : change }];
  });
}

/** The name of what an id points at, fetched; its number while loading or when it is gone. */
function RefName({ resource, id }: { resource: BasePath; id: number }) {
  const t = useLooseT();
  const item = useResourceItem(resource, id);
  return <>{item.data ? RESOURCES[resource].title(item.data) : t("common.id", { id })}</>;
}

function RefNames({ resource, ids }: { resource: BasePath; ids: number[] }) {
  return (
    <>
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ", "}
          <RefName resource={resource} id={id} />
        </span>
      ))}
    </>
  );
}

/** A part's offered features: "Tessuto (obbligatoria), Colore". */
function PartFeatures({ rows }: { rows: { featureId: number; required?: boolean }[] }) {
  const t = useLooseT();
  return (
    <>
      {rows.map((row, i) => (
        <span key={row.featureId}>
          {i > 0 && ", "}
          <RefName resource="productfeature" id={row.featureId} />
          {row.required ? ` (${t("admin.field.required").toLowerCase()})` : ""}
        </span>
      ))}
    </>
  );
}

const LONG_TEXT = 80;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The trail's own fields that hold money where no form describes them (an issued quote's total). */
const MONEY_FIELDS = new Set(["grandTotal"]);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => typeof v === "number");

/** One value as people read it: names for ids, money in euro, Sì/No, dates, roles and statuses by name, long JSON folded. */
export function AuditValue({ kind, field, value }: { kind: string; field: string; value: unknown }) {
  const t = useLooseT();
  const own = ownField(kind, field) ?? anyField(field);
  const type = own?.type;
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
    return <span className="muted">—</span>;
  }
  if (typeof value === "boolean") return <>{t(value ? "admin.yes" : "admin.no")}</>;
  if (typeof value === "number") {
    if (REFERENCES[field]) return <RefName resource={REFERENCES[field]} id={value} />;
    return <>{type === "money" || MONEY_FIELDS.has(field) ? formatCents(value) : formatNumber(value)}</>;
  }
  if (isIdList(value) && REFERENCES[field]) return <RefNames resource={REFERENCES[field]} ids={value} />;
  if (type === "partFeatures" && Array.isArray(value)) return <PartFeatures rows={value as { featureId: number; required?: boolean }[]} />;
  if (typeof value === "string") {
    if (ISO_TIME.test(value)) return <>{formatDateTime(value)}</>;
    if (ISO_DATE.test(value)) return <>{formatDate(value)}</>;
    if (field === "role") return <>{t(`roles.${value}`, { defaultValue: value })}</>;
    const option = own?.type === "choice" ? own.options.find((o) => o.value === value) : undefined;
    if (option) return <>{t(option.label)}</>;
    if (field === "status") return <>{t(STATUS_LABELS[kind] ? `${STATUS_LABELS[kind]}.${value}` : value, { defaultValue: value })}</>;
    if (value.length <= LONG_TEXT) return <>{value}</>;
    return (
      <details className="audit-value__long">
        <summary>{`${value.slice(0, LONG_TEXT)}…`}</summary>
        <p>{value}</p>
      </details>
    );
  }
  const json = JSON.stringify(value, null, 2);
  if (json.length <= LONG_TEXT) return <code>{JSON.stringify(value)}</code>;
  return (
    <details className="audit-value__long">
      <summary>{t("audit.showValue")}</summary>
      <pre>{json}</pre>
    </details>
  );
}
