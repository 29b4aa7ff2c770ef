// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { type Drafts, TranslateRefused, type TranslateTexts } from "~/lib/staff-translations";
import { TranslationFields } from "./translation-fields";

afterEach(cleanup);

function Form({ translate, english = "" }: { translate: TranslateTexts; english?: string }) {
  const [value, setValue] = useState<Drafts<"description">>({ fr: { description: "Déjà écrit" } });
  return (
    <I18nextProvider i18n={i18n}>
      <form>
        <textarea aria-label="Description" name="description" defaultValue={english} />
        <TranslationFields fields={[{ name: "description", label: "Description", englishName: "description", multiline: true }]} value={value} onChange={setValue} translate={translate} />
      </form>
    </I18nextProvider>
  );
}

const group = () => screen.getByRole("group", { name: "Description in other languages" });
const status = () => screen.getByRole("status");

describe("TranslationFields: 'Translate the missing languages'", () => {
  it("asks for the English first and calls nothing while it is empty", async () => {
    const calls: string[] = [];
    render(<Form translate={async (to, texts) => (calls.push(to), { translations: texts, translated: true })} />);
    await userEvent.click(screen.getByRole("button", { name: "Translate the missing languages" }));
    expect(status().textContent).toBe("Write the English text first.");
    expect(calls).toEqual([]);
  });

  it("fills the empty languages with drafts marked as machine translation, keeping what a person wrote", async () => {
    render(<Form english="Panel surveys." translate={async (to, texts) => ({ translations: texts.map((t) => `[${to}] ${t}`), translated: true })} />);
    await userEvent.click(screen.getByRole("button", { name: "Translate the missing languages" }));
    expect(status().textContent).toBe("Machine drafts filled in: Русский, العربية, فارسی. Check them, then save.");
    const arabic = within(group()).getByRole("textbox", { name: /^العربية/ });
    expect([(arabic as HTMLTextAreaElement).value, arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["[ar] Panel surveys.", "ar", "rtl"]);
    expect(arabic.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(arabic.getAttribute("aria-describedby")!)?.textContent).toBe("Machine translation: check it, then save");
    expect((within(group()).getByRole("textbox", { name: /^Français/ }) as HTMLTextAreaElement).value).toBe("Déjà écrit");
    expect(screen.getAllByTestId("machine-mark")).toHaveLength(3);
  });

  it("says when the translation limit is reached, and fills nothing", async () => {
    render(
      <Form
        english="Panel surveys."
        translate={async () => {
          throw new TranslateRefused("Too many translation requests from this address: at most 60 a minute.", 429);
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Translate the missing languages" }));
    expect(status().textContent).toBe("Not translated: Русский, العربية, فارسی. The translation limit for now is reached; write them yourself or try again later.");
    expect(screen.queryAllByTestId("machine-mark")).toHaveLength(0);
  });
});
