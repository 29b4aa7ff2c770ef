export { loadPartners, type PartnersData, type PublicPartner } from "./load";
export { PartnerStrip } from "./partner-strip";
