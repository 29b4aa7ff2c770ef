export { ManageAppointmentPage } from "./manage-page";
