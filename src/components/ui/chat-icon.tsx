/**
 * A speech bubble, on the kit's Icon wrapper. A file of its own (decision
 * 0018): only the chat launcher, loaded after the page, draws it, so it stays
 * out of the icons chunk that every page loads.
 */
import { Icon, type IconProps } from "./icons";

export const ChatBubbleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
  </Icon>
);
