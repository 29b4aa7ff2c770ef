export { ResourcesAdmin, type ResourcesAdminProps } from "./resources-admin";
