export { ServicesAdmin, type ServicesAdminProps } from "./services-admin";
