import type { Locator } from "@playwright/test";

export interface AddressLines {
  /** The address as painted, one string per line. */
  lines: string[];
  /** Line ends that are neither after an "@" nor before a ".", e.g. "walk.appt+w1@exa|mple.com" (unless the part alone is wider than the line). */
  badBreaks: string[];
  /** Line ends where the next part (up to its next "@" or ".") would still have fitted on the line. */
  needlessBreaks: string[];
}

/**
 * How an e-mail address is laid out in lines, read letter by letter from the painted text (so it
 * does not depend on how the address is marked up): where its lines end, and whether each end was
 * needed. The width available is the element's content box when it is a block (a <dd>), otherwise
 * its parent's.
 */
export function addressLines(locator: Locator): Promise<AddressLines> {
  return locator.evaluate((element) => {
    const letters: { ch: string; top: number; left: number; right: number; height: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        letters.push({ ch: text[i]!, top: box.top, left: box.left, right: box.right, height: box.height });
      }
    }
    const lines: (typeof letters)[] = [];
    for (const letter of letters) {
      const line = lines.at(-1);
      if (line && Math.abs(letter.top - line[0]!.top) < line[0]!.height / 2) line.push(letter);
      else lines.push([letter]);
    }
    const parent = getComputedStyle(element).display === "inline" ? element.parentElement! : element;
    const style = getComputedStyle(parent);
    const available = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const words = lines.map((line) => line.map((l) => l.ch).join(""));
    const text = words.join("");
    // The parts the address may break between: after an "@", before a "." (as a reader expects).
    const starts = [0];
    for (let i = 1; i < text.length; i++) if (text[i - 1] === "@" || text[i] === ".") starts.push(i);
    const partOf = (index: number) => starts.filter((start) => start <= index).length - 1;
    const partWidth = (part: number) => {
      const from = starts[part]!;
      const to = starts[part + 1] ?? text.length;
      return letters.slice(from, to).reduce((sum, l) => sum + (l.right - l.left), 0);
    };
    // A part wider than the whole line may break inside it (the last resort) and then fills its lines.
    const overwide = (part: number) => partWidth(part) > available + 1;
    const badBreaks: string[] = [];
    const needlessBreaks: string[] = [];
    let index = 0;
    for (let k = 0; k + 1 < lines.length; k++) {
      index += words[k]!.length;
      const at = `${text.slice(0, index)}|${text.slice(index)}`;
      if (!starts.includes(index)) {
        if (!overwide(partOf(index))) badBreaks.push(at);
        continue;
      }
      if (overwide(partOf(index - 1))) continue;
      const lineWidth = lines[k]!.at(-1)!.right - lines[k]![0]!.left;
      const next = partWidth(partOf(index));
      if (lineWidth + next <= available - 1) needlessBreaks.push(`${at} (${Math.round(lineWidth + next)} of ${Math.round(available)} px)`);
    }
    return { lines: words, badBreaks, needlessBreaks };
  });
}
