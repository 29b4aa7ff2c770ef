import { Fragment } from "react";

/**
 * An address cut where a line may break: after the "@" and before each "." (the places a reader
 * expects a wrapped address to continue), e.g. "walk.appt+w1@example.com" →
 * ["walk", ".appt+w1@", "example", ".com"].
 */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter((part) => part !== "");
}

/**
 * An e-mail address (optionally a mailto: link) that stays on one line where it fits and, where it
 * does not, breaks after the "@" or before a "." and nowhere else. Each part is its own inline block
 * (a hyphen inside "my-firm.example" would otherwise be a break opportunity too), with a `<wbr>`
 * between parts; only a part wider than the whole line breaks inside, as a last resort
 * (`overflow-wrap: break-word`, which unlike `anywhere` or `word-break: break-all` does not make the
 * address's minimum width one letter). Left to right in every page, isolated from the text around it.
 */
export function EmailAddress({ address, link = false, className = "" }: { address: string; link?: boolean; className?: string }) {
  const parts = emailBreakParts(address);
  const text = parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {/* An inline block does not take its parent's underline: it inherits it on purpose. */}
      <span className="inline-block max-w-full [overflow-wrap:break-word] [text-decoration-line:inherit]">{part}</span>
    </Fragment>
  ));
  const look = `[overflow-wrap:normal] [word-break:normal] ${className}`.trim();
  return link ? (
    <a href={`mailto:${address}`} dir="ltr" className={look} data-email-address="">
      {text}
    </a>
  ) : (
    <bdi dir="ltr" className={look} data-email-address="">
      {text}
    </bdi>
  );
}
