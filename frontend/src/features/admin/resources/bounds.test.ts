import { describe, expect, it } from "vitest";
import { BOUNDS } from "@/api/bounds";
import { validate } from "@/features/admin/lib/form-values";
import { RESOURCES } from "./definitions";

const part = (fields: Record<string, unknown>) => ({ code: "SCH", name: "Schienale", price: "10", sortOrder: "0", active: true, features: [], ...fields });

describe("the contract's bounds in the admin forms", () => {
  it("come from the server's document, not from the descriptions", () => {
    expect(BOUNDS.productpart.name).toMatchObject({ minLength: 1, maxLength: 200 });
    const name = RESOURCES.productpart.fields.find((field) => field.name === "name");
    expect(name).toMatchObject({ maxLength: BOUNDS.productpart.name.maxLength });
  });

  it("refuse what the server would, with the field's own message", () => {
    expect(validate(RESOURCES.productpart, part({}), "create")).toEqual({});
    expect(validate(RESOURCES.productpart, part({ name: "x".repeat(201) }), "create")).toEqual({
      name: { key: "admin.validation.maxLength", options: { count: 200 } },
    });
    expect(validate(RESOURCES.productpart, part({ code: "OS LO" }), "create")).toEqual({ code: { key: "admin.validation.code" } });
    expect(validate(RESOURCES.productcategory, { name: "Divani", slug: "Divani", sortOrder: "0", active: true }, "create")).toMatchObject({
      slug: { key: "admin.validation.slug" },
    });
    expect(validate(RESOURCES.productpart, part({ sortOrder: "100001" }), "create")).toEqual({
      sortOrder: { key: "admin.validation.max", options: { max: 100_000 } },
    });
  });

  it("let a price delta go below zero, within the contract's range, and a price not", () => {
    const value = { featureId: 1, code: "V", label: "Velluto", sortOrder: "0", active: true };
    expect(validate(RESOURCES.productfeatureval, { ...value, priceDelta: "-10,00" }, "create")).toEqual({});
    expect(validate(RESOURCES.productfeatureval, { ...value, priceDelta: "-1.000.000,01" }, "create")).toHaveProperty("priceDelta.key", "admin.validation.moneyMax");
    expect(validate(RESOURCES.productpart, part({ price: "-1" }), "create")).toEqual({ price: { key: "admin.validation.moneyNegative" } });
  });
});
