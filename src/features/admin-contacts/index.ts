export { Agenda, type AgendaProps } from "./agenda";
export { ContactsTabs } from "./contacts-tabs";
export { Inbox, type InboxProps } from "./inbox";
