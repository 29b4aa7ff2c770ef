import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatBubbleIcon } from "./chat-icon";
import { FacebookIcon, LinkIcon } from "./share-icons";

describe("icons on the kit's Icon wrapper", () => {
  it("are decorative 24x24 SVGs in currentColor, stroked or filled, at the size asked for", () => {
    const facebook = renderToStaticMarkup(<FacebookIcon />);
    expect(facebook).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true" focusable="false"/);
    expect(facebook).toContain('width="20" height="20"');
    expect(facebook).toContain('fill="currentColor" stroke="none"');
    const link = renderToStaticMarkup(<LinkIcon />);
    expect(link).toContain('fill="none" stroke="currentColor" stroke-width="2"');
    const bubble = renderToStaticMarkup(<ChatBubbleIcon size={26} />);
    expect(bubble).toContain('width="26" height="26"');
    expect(bubble).toContain('aria-hidden="true"');
  });
});
