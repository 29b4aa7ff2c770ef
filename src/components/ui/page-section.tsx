import { type ComponentPropsWithRef, type ReactNode, useId } from "react";

export interface PageSectionProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  /** The section's <h2>; the section is named by it (aria-labelledby). */
  title: ReactNode;
  /** The heading's id when a link or a test points at it; otherwise one from useId. */
  headingId?: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The subtitle's top margin and width. */
  subtitleClassName?: "mt-2" | "mt-3" | "mx-auto mt-3 max-w-2xl";
  /** A band across the page in this background, the content box inside it; none: the section is the box. */
  band?: "bg-surface-muted" | "bg-brand-soft";
  /** A band that pads itself rather than its box: the content gets the box's whole width (About's and Home's bands). */
  wide?: boolean;
  /** The content box's largest width. */
  width?: "max-w-3xl" | "max-w-6xl" | "max-w-7xl";
  space?: "py-12" | "py-14" | "py-16";
  /** The heading and subtitle centred, or at the start of the line (either direction). */
  align?: "text-center" | "text-start";
  /** The heading's size: 3xl for the page's sections, 2xl for one under an article. */
  size?: "text-2xl" | "text-3xl";
  children?: ReactNode;
}

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");

/**
 * A public page's section: a region named by its <h2>, an optional subtitle, then its content.
 * Without a band the section is one centred box; with a band it spans the page with the box inside.
 */
export function PageSection({
  title,
  headingId,
  subtitle,
  subtitleClassName = "mt-3",
  band,
  wide,
  width = "max-w-6xl",
  space = "py-16",
  align = "text-center",
  size = "text-3xl",
  className,
  children,
  ...rest
}: PageSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const pad = "px-4 " + space;
  const box = cx("mx-auto", width, !(band && wide) && pad);
  const body = (
    <>
      <h2 id={id} className={cx(align, size, "font-bold text-navy")}>
        {title}
      </h2>
      {subtitle && <p className={cx(subtitleClassName, align, "text-ink-muted")}>{subtitle}</p>}
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={cx(band ? cx(band, wide && pad) : box, className)} {...rest}>
      {band ? <div className={box}>{body}</div> : body}
    </section>
  );
}
