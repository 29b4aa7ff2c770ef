/**
 * The page's state (spec section 4): the new-business discount (not applied,
 * 0 %, until an eligibility check passes) and the selected package (none or
 * one id), shared by the package cards and the quote form's dropdown so the
 * two always agree.
 */
import { type PackageId, isPackageId } from "./api";
import { type DiscountPercent, NEW_BUSINESS_DISCOUNT } from "./pricing";

export interface PackagesState {
  selected: PackageId | null;
  discount: DiscountPercent;
}

export const initialPackagesState: PackagesState = { selected: null, discount: 0 };

export type PackagesAction =
  /** 'Get Started' on a card, or a choice in the dropdown ("" = no package). */
  | { type: "select"; value: string | null }
  /** The result of Check Eligibility. */
  | { type: "eligibility"; eligible: boolean };

export function packagesReducer(state: PackagesState, action: PackagesAction): PackagesState {
  switch (action.type) {
    case "select": {
      const selected = isPackageId(action.value) ? action.value : null;
      return selected === state.selected ? state : { ...state, selected };
    }
    case "eligibility": {
      const discount: DiscountPercent = action.eligible ? NEW_BUSINESS_DISCOUNT : 0;
      return discount === state.discount ? state : { ...state, discount };
    }
    default:
      return state;
  }
}

/** The dropdown's value for a selection ("" shows the placeholder option). */
export function dropdownValue(selected: PackageId | null): string {
  return selected ?? "";
}
