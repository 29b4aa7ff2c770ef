/**
 * The icons of this page's feature items (the featureItem "icon" field of the
 * included-in-every-package items) and a check mark for feature lists.
 * Decorative (aria-hidden); 24x24, stroke in currentColor.
 */
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icons";

const paths: Record<string, ReactNode> = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  gauge: (
    <>
      <path d="M4 18a8 8 0 1 1 16 0" />
      <path d="m12 14 4-5" />
    </>
  ),
  smartphone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  "life-buoy": (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6m5.6 5.6 3.6 3.6m0-12.8-3.6 3.6m-5.6 5.6-3.6 3.6" />
    </>
  ),
};

/** The icon named by a content entry; a star for an unknown name. */
export function FeatureIcon({ name, size }: { name?: string; size?: number }) {
  return <Icon size={size ?? 24}>{(name && paths[name]) || <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />}</Icon>;
}

export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="m5 12 4 4 10-10" />
    </Icon>
  );
}

export function TagIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <circle cx="8" cy="8" r="1.5" />
    </Icon>
  );
}

export function GiftIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8c3 0 6-1 6-1.5S14 4 12 8" />
    </Icon>
  );
}
