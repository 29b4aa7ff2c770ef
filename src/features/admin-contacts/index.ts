export { Inbox, type InboxProps } from "./inbox";
