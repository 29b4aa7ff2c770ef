// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Panel } from "./panel";

afterEach(cleanup);

describe("<Panel>", () => {
  it("is a region named by its level-2 heading, with the intro line under it and then its content", () => {
    render(
      <Panel id="invite" title="Invite someone" intro="They get an e-mail.">
        <button type="button">Send</button>
      </Panel>,
    );
    const region = screen.getByRole("region", { name: "Invite someone" });
    expect(region.getAttribute("aria-labelledby")).toBe("invite");
    expect(screen.getByRole("heading", { level: 2, name: "Invite someone" }).id).toBe("invite");
    expect(Array.from(region.children).map((child) => child.tagName)).toEqual(["H2", "P", "BUTTON"]);
    expect(region.className).toContain("border");
  });

  it("has no intro paragraph without an intro, and takes its own classes", () => {
    render(
      <Panel id="staff" title="Staff" className="space-y-3">
        <p>rows</p>
      </Panel>,
    );
    const region = screen.getByRole("region", { name: "Staff" });
    expect(region.className).toBe("space-y-3");
    expect(Array.from(region.children).map((child) => child.textContent)).toEqual(["Staff", "rows"]);
  });
});
