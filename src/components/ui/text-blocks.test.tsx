// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextBlocks } from "./text-blocks";

afterEach(cleanup);

describe("TextBlocks", () => {
  it("renders paragraphs and bullet lists in the order written", () => {
    const { container } = render(
      <div>
        <TextBlocks text={"We began with a baseline.\n\nWhat changed:\n- fewer reports\n- faster decisions\n\nThe end."} listClassName="list-disc ps-6" />
      </div>,
    );
    expect([...container.firstElementChild!.children].map((element) => element.tagName)).toEqual(["P", "P", "UL", "P"]);
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["fewer reports", "faster decisions"]);
    expect(list.className).toBe("list-disc ps-6");
    expect(screen.getByText("The end.").tagName).toBe("P");
  });

  it("renders nothing for empty text", () => {
    const { container } = render(
      <div>
        <TextBlocks text={"  \n\n "} />
      </div>,
    );
    expect(container.firstElementChild!.childElementCount).toBe(0);
  });
});
