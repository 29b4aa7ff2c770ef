export { PartnersAdmin, type PartnersAdminProps } from "./partners-admin";
