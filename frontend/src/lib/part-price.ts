import type { Catalogue } from "@/api/types";

/** The company's discount taken off a list amount, rounded half away from zero as the server rounds it. */
function net(list: number, discountPercent: number): number {
  const discount = (list * discountPercent) / 100;
  return list - Math.sign(discount) * Math.round(Math.abs(discount));
}

/**
 * What a value adds on one part chosen part by part: its delta times that part's pieces, net of the
 * discount. The evaluation prices a value for the whole feature (every included part offering it), which
 * is not what one part's row changes.
 */
export function valueOnPartAmount(catalogue: Catalogue, valueId: number, pieces: number): number | undefined {
  const value = catalogue.values.find((v) => v.id === valueId);
  return value ? net(value.priceDelta * pieces, catalogue.discountPercent) : undefined;
}
