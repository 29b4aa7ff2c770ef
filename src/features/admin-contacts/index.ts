export { Agenda, type AgendaProps } from "./agenda";
export { CalendarFeed, ClosedPeriods } from "./availability";
export { ContactsTabs } from "./contacts-tabs";
export { WeekView } from "./week-view";
export { Inbox, type InboxProps } from "./inbox";
