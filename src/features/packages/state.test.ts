import { describe, expect, it } from "vitest";
import { dropdownValue, initialPackagesState, packagesReducer } from "./state";

describe("packagesReducer", () => {
  it("starts with no package and no discount", () => {
    expect(initialPackagesState).toEqual({ selected: null, discount: 0 });
  });

  it("selects a package from a card or the dropdown, and clears it with the empty option", () => {
    const chosen = packagesReducer(initialPackagesState, { type: "select", value: "premium" });
    expect(chosen.selected).toBe("premium");
    expect(dropdownValue(chosen.selected)).toBe("premium");
    const changed = packagesReducer(chosen, { type: "select", value: "starter" });
    expect(changed.selected).toBe("starter");
    const cleared = packagesReducer(changed, { type: "select", value: "" });
    expect(cleared.selected).toBeNull();
    expect(dropdownValue(cleared.selected)).toBe("");
  });

  it("ignores values that are not package ids", () => {
    const chosen = packagesReducer(initialPackagesState, { type: "select", value: "gold" });
    expect(chosen.selected).toBeNull();
  });

  it("applies 15 % when eligible and removes it when not, keeping the selection", () => {
    const chosen = packagesReducer(initialPackagesState, { type: "select", value: "professional" });
    const applied = packagesReducer(chosen, { type: "eligibility", eligible: true });
    expect(applied).toEqual({ selected: "professional", discount: 15 });
    const removed = packagesReducer(applied, { type: "eligibility", eligible: false });
    expect(removed).toEqual({ selected: "professional", discount: 0 });
  });

  it("returns the same state object when nothing changes", () => {
    expect(packagesReducer(initialPackagesState, { type: "select", value: null })).toBe(initialPackagesState);
    expect(packagesReducer(initialPackagesState, { type: "eligibility", eligible: false })).toBe(initialPackagesState);
  });
});
