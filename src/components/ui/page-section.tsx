import { type ComponentPropsWithRef, type ReactNode, useId } from "react";

const TONES = { plain: "", muted: "bg-surface-muted", brand: "bg-brand-soft" };
const WIDTHS = { "3xl": "max-w-3xl", "6xl": "max-w-6xl", "7xl": "max-w-7xl" };
const SPACES = { md: "py-12", lg: "py-14", xl: "py-16" };

export interface PageSectionProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  /** The section's <h2>; the section is named by it (aria-labelledby). */
  title: ReactNode;
  /** The heading's id when a link or a test points at it; otherwise one from useId. */
  headingId?: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Extra classes of the subtitle line: its top margin and width (`mt-3` unless told). */
  subtitleClassName?: string;
  /** The background: none, the muted surface band, or the soft brand band. */
  tone?: keyof typeof TONES;
  /** The content's largest width. */
  width?: keyof typeof WIDTHS;
  /** Vertical padding: `md` py-12, `lg` py-14, `xl` py-16. */
  space?: keyof typeof SPACES;
  /** The heading (and subtitle) centred or at the start of the line. */
  align?: "center" | "start";
  /** The heading's size: the page sections' 3xl, or 2xl for a section under an article. */
  size?: "2xl" | "3xl";
  /**
   * A band (tone other than plain) pads its outer box and lets the content use the whole width
   * (About's and Home's bands); without it, the inner box is padded (its content 2rem narrower).
   */
  wide?: boolean;
  children?: ReactNode;
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");

/**
 * A public page's section: a region named by its <h2>, an optional subtitle, then its content.
 * A plain section is one centred box; a band (muted or brand) spans the page with the box inside.
 */
export function PageSection({
  title,
  headingId,
  subtitle,
  subtitleClassName = "mt-3",
  tone = "plain",
  width = "6xl",
  space = "xl",
  align = "center",
  size = "3xl",
  wide = false,
  className,
  children,
  ...rest
}: PageSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const centre = align === "center" && "text-center";
  const band = tone !== "plain";
  const box = join("mx-auto", WIDTHS[width], !(band && wide) && join("px-4", SPACES[space]));
  const body = (
    <>
      <h2 id={id} className={join(centre, size === "2xl" ? "text-2xl" : "text-3xl", "font-bold text-navy")}>
        {title}
      </h2>
      {subtitle && <p className={join(subtitleClassName, centre, "text-ink-muted")}>{subtitle}</p>}
      {children}
    </>
  );
  return !band ? (
    <section aria-labelledby={id} className={join(box, className)} {...rest}>
      {body}
    </section>
  ) : (
    <section aria-labelledby={id} className={join(TONES[tone], wide && join("px-4", SPACES[space]), className)} {...rest}>
      <div className={box}>{body}</div>
    </section>
  );
}
