/**
 * "/" (outside a text field) or Ctrl+K / ⌘K (anywhere) opens the site search from any public page
 * (decision 0040): the header's search link is followed; on the search page its box takes the focus.
 * Loaded by the header after hydration (its own small chunk, not in any page's up-front code); the link
 * says which keys it has once they work (`aria-keyshortcuts`).
 */
export function listen(header: HTMLElement): void {
  const link = header.querySelector<HTMLAnchorElement>('a[href$="/search"]');
  if (!link) return;
  link.setAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
  addEventListener("keydown", (event) => {
    const command = event.ctrlKey || event.metaKey;
    const typing = event.target instanceof Element && event.target.closest("input,textarea,select,[contenteditable]");
    const slash = event.key === "/" && !command && !event.altKey && !typing;
    if (event.defaultPrevented || !(slash || (command && String(event.key).toLowerCase() === "k"))) return;
    event.preventDefault();
    const box = document.querySelector<HTMLElement>("[data-site-search]");
    if (box) box.focus();
    else link.click();
  });
}
