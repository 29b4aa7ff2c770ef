/**
 * The share buttons' glyphs, on the kit's Icon wrapper. A file of their own
 * (decision 0018): only a blog post loads them, so they stay out of the icons
 * chunk that every page loads.
 */
import { Icon, type IconProps } from "./icons";

export const FacebookIcon = (p: IconProps) => (
  <Icon filled {...p}>
    <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z" />
  </Icon>
);
export const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);
