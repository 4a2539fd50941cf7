import type { Attribute, AttributeValue, Catalogue, DisabledOption, FeatureValue, ItemRef, Model, NumericTarget, OptionStatus, ProductType } from "@/api/types";
import type { Selection } from "@/lib/wizard";

/**
 * What the category answer leaves out (images, model attributes, swatches), read best effort from the
 * catalogue resources; the steps work without it.
 */
export interface CatalogueExtras {
  types: ProductType[];
  models: Model[];
  values: FeatureValue[];
  attributeValues: AttributeValue[];
  attributes: Attribute[];
}

/**
 * The props of every step of the configurator, shared by the users' wizard and the administrators'
 * try-out (which must behave exactly alike).
 */
export interface StepProps {
  catalogue: Catalogue;
  selection: Selection;
  setSelection: (update: (s: Selection) => Selection) => void;
  disabled: Map<string, DisabledOption>;
  /** Where each option stands (by item key), from the last evaluation. */
  states: Map<string, OptionStatus>;
  extras: CatalogueExtras | undefined;
  /** What choosing each option adds to the net unit price (by item key), from the last evaluation. */
  prices: Map<string, number> | undefined;
  /** The lowest grand total of a complete configuration with each option (by item key), where the server proved one. */
  lowest?: Map<string, number>;
  /** The figures shown are the last evaluation's while a newer one is on its way (they are dimmed). */
  pending?: boolean;
  /** The prices shown are another model's while this one's are on their way: a click waits for them (lib/use-repricing). */
  repricing?: boolean;
  /** Says what a change the user confirmed did (a live region of the screen). */
  notify: (message: string) => void;
  /** The items the user pinned ("Parti da una scelta"), marked on their options; none in the try-out. */
  pins?: ItemRef[];
  /** The numeric targets the user set ("Larghezza ≥ 240 cm"), kept to by their numbers' inputs; none in the try-out. */
  targets?: NumericTarget[];
  /** Releases the pins and targets among a repair's `drop` ("Scegli comunque" giving one up). */
  releasePins?: (drop: ItemRef[]) => void;
}
