import { describe, expect, it } from "vitest";
import { RESOURCES } from "@/features/admin/resources/definitions";
import { matchServerErrors, toBody, toFormValues, validate } from "./form-values";

describe("form values", () => {
  it("round-trips an item: money as cents, features as rows, empty optional text as null", () => {
    const fields = {
      code: "SCH",
      name: "Schienale",
      nameEn: "Back",
      description: null,
      descriptionEn: null,
      imageUrl: null,
      price: 123450,
      sortOrder: 0,
      active: true,
    };
    const part = {
      id: 4,
      ...fields,
      features: [
        { featureId: 2, required: false, sortOrder: 10 },
        { featureId: 1, required: true, sortOrder: 0 },
      ],
    };
    const values = toFormValues(RESOURCES.productpart, part);
    expect(values.price).toBe("1234,50".replace("1234", (1234).toLocaleString("it-IT")));
    expect(toBody(RESOURCES.productpart, values, "edit")).toEqual({
      ...fields,
      features: [
        { featureId: 1, required: true, sortOrder: 0 },
        { featureId: 2, required: false, sortOrder: 1 },
      ],
    });
  });

  it("hides and does not send the numeric fields of a choice feature", () => {
    const values = { ...toFormValues(RESOURCES.productfeature, null), code: "F", name: "Finitura", numericMin: "5" };
    expect(validate(RESOURCES.productfeature, values, "create")).toEqual({});
    expect(toBody(RESOURCES.productfeature, values, "create")).toMatchObject({ kind: "choice", numericMin: null, unitPrice: null });
    const numeric = { ...values, kind: "numeric", numericMin: "10", numericMax: "5", numericStep: "0" };
    expect(Object.keys(validate(RESOURCES.productfeature, numeric, "create")).sort()).toEqual(["numericMax", "numericStep", "unitPrice"]);
  });

  it("puts server details on their fields and row fields on their list", () => {
    const { byField, other } = matchServerErrors(RESOURCES.productpart, [
      { field: "price", message: "Troppo alto." },
      { field: "featureId", message: "L'elemento scelto non esiste." },
      { field: "features", message: "Una caratteristica compare più volte." },
      { field: "zzz", message: "Altro." },
    ]);
    expect(byField).toEqual({ price: "Troppo alto.", features: "L'elemento scelto non esiste." });
    expect(other).toEqual(["Altro."]);
  });
});
