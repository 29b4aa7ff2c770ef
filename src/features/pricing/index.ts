export { BILLING_PERIODS, type BillingPeriod, loadPricing, type PriceRow, type PricingData } from "./load";
export { formatPrice, PricingBlock } from "./pricing-block";
