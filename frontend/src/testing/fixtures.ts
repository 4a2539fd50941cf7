import type { Role, User } from "@/api/types";

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: `${role}@example.com`,
    role,
    firstName: "Maria",
    lastName: "Rossi",
    phone: null,
    locale: "it-IT",
    companyId: null,
    customerId: null,
    active: true,
    lastLoginAt: null,
    createdAt: "2025-01-01T00:00:00Z",
    updatedAt: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

/** A saved configuration as listed by `GET /api/productconf` (the detail adds `configuratorId`, `version`, `draft`). */
export function savedConfiguration(overrides: Record<string, unknown> = {}) {
  return {
    publicId: "p1",
    name: "Salotto",
    categorySlug: "divani",
    categoryName: "Divani",
    quantity: 1,
    savedGrandTotal: 129900,
    complete: true,
    valid: true,
    stale: false,
    requestStatus: null,
    updatedAt: "2026-03-04T10:00:00Z",
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given expiry (seconds from now). */
export function fakeJwt(expiresInSeconds = 1800): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "1", exp })}.signature`;
}
