import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACKNOWLEDGEMENTS } from "./submission-emails.ts";
import { MAIL_LANGUAGES } from "./reply-email.ts";

const locale = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/locales/${language}/${namespace}.json`, import.meta.url), "utf8"));

describe("acknowledgement e-mails", () => {
  it("say what the site said on sending, in each language", () => {
    for (const language of MAIL_LANGUAGES) {
      const contact = locale(language, "contact");
      const packages = locale(language, "packages");
      expect(ACKNOWLEDGEMENTS[language].message, language).toBe(contact.confirmation.messageBody);
      expect(ACKNOWLEDGEMENTS[language].appointment, language).toBe(contact.confirmation.appointmentBody);
      expect(ACKNOWLEDGEMENTS[language].quote, language).toBe(packages.quote.success);
    }
  });
});
