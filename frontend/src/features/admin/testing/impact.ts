import type { CatalogueImpact, ImpactExample, KeptImpact, PublishImpact } from "@/api/types";

/** Intl puts a no-break space between amount and sign; the assertions read plain spaces. */
export const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The counts of a dry run of 5 saved configurations that changes none. */
const nothingChanges = () => ({
  checked: 5,
  affected: 0,
  invalid: 0,
  incomplete: 0,
  repriced: 0,
  largestRise: 0,
  largestFall: 0,
  pendingRequests: 0,
  examples: [],
  companies: [],
});

/** A publishing dry run (`GET /api/configurator/{id}/publish-impact`), nothing changed unless overridden. */
export const publishImpact = (extra: Partial<PublishImpact> = {}): PublishImpact => ({ ...nothingChanges(), ...extra });

/** A catalogue edit's impact (`POST /api/catalogue/impact`), no configurator's findings, nothing changed unless overridden. */
export const catalogueImpact = (extra: Partial<CatalogueImpact> = {}): CatalogueImpact => ({ configurators: [], ...nothingChanges(), ...extra });

/** A kept dry run of configurator 5 over 6 configurations, nothing changed unless overridden. */
export const keptImpact = (id: number, extra: Partial<KeptImpact> = {}): KeptImpact => ({
  id,
  configuratorId: 5,
  createdAt: `2026-03-1${id % 10}T09:30:00Z`,
  createdBy: "Alessandra Bianchi",
  ...nothingChanges(),
  checked: 6,
  ...extra,
});

/** A saved configuration the dry run makes invalid, unless overridden. */
export const impactExample = (extra: Partial<ImpactExample>): ImpactExample => ({
  publicId: "p1",
  name: "Salotto",
  ownerName: "Anna Neri",
  customerName: null,
  effect: "invalid",
  totalBefore: 100000,
  totalAfter: 100000,
  pendingRequest: false,
  reasons: ["Alfa non è più in produzione"],
  ...extra,
});
