export { loadPricing, type PriceRow, type PricingData } from "./load";
export { PricingBlock } from "./pricing-block";
