import { describe, expect, it } from "vitest";
import { canEnter, guideReducer, INITIAL_GUIDE, isStepDone, restoreGuide, type GuideAction, type GuideState } from "./guide-state";

const run = (actions: GuideAction[], from: GuideState = INITIAL_GUIDE) => actions.reduce(guideReducer, from);
const divani = { id: 1, name: "Divani", slug: "divani" };
const tre = { id: 2, name: "3 posti" };
const tessuto = { id: 3, name: "Tessuto" };
const seduta = { id: 4, name: "Seduta" };
const oslo = { id: 5, name: "Oslo (OSL)" };

/** A guide that has reached the model: category, type, a feature, a part and a model chosen. */
const upToModel = () =>
  run([
    { type: "pick", step: "category", item: divani, advance: true },
    { type: "pick", step: "type", item: tre, advance: true },
    { type: "add", step: "features", item: tessuto },
    { type: "next" },
    { type: "add", step: "parts", item: seduta },
    { type: "next" },
    { type: "pick", step: "model", item: oslo },
  ]);

describe("the product guide's state", () => {
  it("walks the dependency order: a pick moves on, a step opens only once what it needs is there", () => {
    expect(run([{ type: "next" }]).step).toBe("category");
    const typed = run([{ type: "pick", step: "category", item: divani, advance: true }]);
    expect(typed.step).toBe("type");
    expect(run([{ type: "go", step: "parts" }], typed).step).toBe("type");
    const state = upToModel();
    expect(state).toMatchObject({ step: "model", category: divani, type: tre, features: [tessuto], parts: [seduta], model: oslo });
    // a model is not left forward while the configurator is missing, and the end needs it published
    expect(run([{ type: "next" }], state).step).toBe("configurator");
    const drafted = run([{ type: "next" }, { type: "pick", step: "configurator", item: { id: 9, name: "Divani", status: "draft" } }], state);
    expect(run([{ type: "next" }], drafted).step).toBe("configurator");
    expect(isStepDone(drafted, "configurator")).toBe(false);
    const published = run([{ type: "pick", step: "configurator", item: { id: 9, name: "Divani", status: "published" } }, { type: "next" }], drafted);
    expect(published.step).toBe("done");
  });

  it("features are optional, parts are not", () => {
    const atFeatures = run([
      { type: "pick", step: "category", item: divani, advance: true },
      { type: "pick", step: "type", item: tre, advance: true },
    ]);
    expect(atFeatures.step).toBe("features");
    const atParts = run([{ type: "next" }], atFeatures);
    expect(atParts.step).toBe("parts");
    expect(canEnter(atParts, "model")).toBe(false);
    expect(run([{ type: "next" }], atParts).step).toBe("parts");
    expect(run([{ type: "add", step: "parts", item: seduta }, { type: "next" }], atParts).step).toBe("model");
  });

  it("adds an item once, removes it, and goes back a step at a time", () => {
    let state = run([{ type: "add", step: "features", item: tessuto }, { type: "add", step: "features", item: { ...tessuto, name: "Tessuto (TES)" } }]);
    expect(state.features).toEqual([{ ...tessuto, name: "Tessuto (TES)" }]);
    state = run([{ type: "remove", step: "features", id: tessuto.id }], state);
    expect(state.features).toEqual([]);
    const back = run([{ type: "back" }, { type: "back" }], upToModel());
    expect(back.step).toBe("features");
    // going back keeps what was chosen
    expect(back.model).toEqual(oslo);
    expect(run([{ type: "back" }], INITIAL_GUIDE).step).toBe("category");
  });

  it("a new category drops the type, the model and the configurator that belonged to the old one; the same one keeps them", () => {
    const state = run([{ type: "next" }, { type: "pick", step: "configurator", item: { id: 9, name: "Divani", status: "draft" } }], upToModel());
    const same = run([{ type: "pick", step: "category", item: { ...divani, name: "Divani e poltrone" } }], state);
    expect(same).toMatchObject({ type: tre, model: oslo, category: { name: "Divani e poltrone" } });
    const other = run([{ type: "pick", step: "category", item: { id: 7, name: "Sedie" } }], state);
    expect(other).toMatchObject({ type: null, model: null, configurator: null, features: [tessuto], parts: [seduta] });
    const retyped = run([{ type: "pick", step: "type", item: { id: 8, name: "2 posti" } }], state);
    expect(retyped).toMatchObject({ model: null, category: divani });
    expect(run([{ type: "reset" }], state)).toEqual(INITIAL_GUIDE);
  });

  it("restores a stored state, and starts afresh from anything else", () => {
    const state = upToModel();
    expect(restoreGuide(JSON.stringify(state))).toEqual(state);
    expect(restoreGuide(null)).toEqual(INITIAL_GUIDE);
    expect(restoreGuide("{not json")).toEqual(INITIAL_GUIDE);
    expect(restoreGuide(JSON.stringify({ step: "elsewhere", features: [], parts: [] }))).toEqual(INITIAL_GUIDE);
  });
});
