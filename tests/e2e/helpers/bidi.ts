/** Where text lands on screen, to check the visual order of mixed-direction text (right to left pages). */
import type { Locator } from "@playwright/test";

/**
 * The on-screen left edge of the first occurrence of `needle` in the element's text — of its part from
 * `from` on, when given (the "." of "Jr." is `screenX(locator, "Jr.", 2)`, not the first "." of the line).
 */
export function screenX(locator: Locator, needle: string, from = 0): Promise<number> {
  return locator.evaluate((element, [text, start]) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(text) ?? -1;
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index + start);
      range.setEnd(node, index + text.length);
      return range.getBoundingClientRect().x;
    }
    throw new Error(`"${text}" is not in ${element.outerHTML.slice(0, 200)}`);
  }, [needle, from] as const);
}

/** Whether `first` is drawn to the left of `second` (they read left to right). */
export async function readsLeftToRight(locator: Locator, first: string, second: string): Promise<boolean> {
  return (await screenX(locator, first)) < (await screenX(locator, second));
}
