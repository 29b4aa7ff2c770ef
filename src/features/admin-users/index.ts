export { UsersAdmin } from "./users-admin";
