import type { CustomizationRequest } from "@/api/types";

/** A request as the API answers it (contract of docs/api.md), pending unless overridden. */
export function makeRequest(overrides: Partial<CustomizationRequest> = {}): CustomizationRequest {
  return {
    id: 12,
    configurationId: "AbCdEfGhIjKlMnOpQrStUv",
    configurationName: "Divano soggiorno",
    categoryName: "Divani",
    categorySlug: "divani",
    requesterId: 4,
    requesterName: "Carla Bianchi",
    companyId: 1,
    companyName: "Arredamenti Lario S.r.l.",
    message: "Vorrei il bracciolo più basso.",
    status: "pending",
    response: null,
    reviewedById: null,
    reviewedByName: null,
    reviewedAt: null,
    replacedById: null,
    configurationRevision: 3,
    price: {
      lines: [{ label: "Oslo 3 posti", item: { kind: "model", id: 1 }, unitPrice: 120000, quantity: 1, total: 120000 }],
      listTotal: 120000,
      discountPercent: 10,
      discount: 12000,
      netTotal: 108000,
      quantity: 2,
      grandTotal: 216000,
    },
    createdAt: "2026-03-04T10:00:00Z",
    updatedAt: "2026-03-04T10:00:00Z",
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 10 });
