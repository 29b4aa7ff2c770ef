/**
 * Large figures with what they count ("120+ evaluations delivered"): the home page's Impact in numbers
 * and a case study's results. The numbers come formatted by the caller (in the page's language); each
 * is isolated from the text around it (unicode-bidi: isolate) and keeps the page's direction, so in
 * right-to-left pages "120+" and "18%" read as their language writes them.
 */
export interface FigureItem {
  id: string;
  /** The number as the page's language writes it, e.g. "1,200+", "١٨٪". */
  value: string;
  label: string;
}

const tones = {
  /** On the page's background or a light band. */
  light: { value: "text-brand", label: "text-ink-muted" },
  /** On a dark band (inside an .on-dark section). */
  dark: { value: "text-accent", label: "text-ink-inverse" },
} as const;

export function FigureList({
  items,
  label,
  tone = "light",
  className = "",
}: {
  items: readonly FigureItem[];
  /** The list's accessible name, e.g. "Impact in numbers". */
  label?: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  if (items.length === 0) return null;
  const colours = tones[tone];
  return (
    // As many columns as fit at least 9rem each: rem follows the visitor's text size, so extra-large
    // text gets fewer, wider columns and a number never breaks or overflows.
    <ul aria-label={label} className={`grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-6 ${className}`}>
      {items.map((item) => (
        <li key={item.id} className="min-w-0" data-testid="figure">
          <span className={`block text-4xl leading-tight font-extrabold whitespace-nowrap [unicode-bidi:isolate] ${colours.value}`} data-testid="figure-value">
            {item.value}
          </span>
          <span className={`mt-1 block text-base ${colours.label}`}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
