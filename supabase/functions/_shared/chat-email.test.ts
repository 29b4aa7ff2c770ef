import { describe, expect, it } from "vitest";
import { chatReplyEmail, chatTranscriptEmail, conversationLink } from "./chat-email.ts";

describe("live chat e-mails", () => {
  it("links back to the site in the visitor's language, with the widget open", () => {
    expect(conversationLink("https://firm.example/", "en")).toBe("https://firm.example/?chat=open");
    expect(conversationLink("https://firm.example", "fa")).toBe("https://firm.example/fa/?chat=open");
    expect(conversationLink("https://firm.example", "xx")).toBe("https://firm.example/?chat=open");
  });

  it("carries a resume token in the fragment, which no server sees", () => {
    const conversation = "0b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a";
    const token = "ab".repeat(32);
    expect(conversationLink("https://firm.example", "fr", { conversation, token })).toBe(`https://firm.example/fr/?chat=open#chat-resume=${conversation}.${token}`);
  });

  it("writes a reply in the visitor's language and escapes what people typed", () => {
    const mail = chatReplyEmail({ language: "ar", name: "<b>Nadia</b>", reply: "Yes <script>x</script>\nline 2", link: "https://firm.example/ar/?chat=open", signature: { firmName: "Firm" } });
    expect(mail.subject).toBe("رد جديد في محادثتكم");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;Nadia&lt;/b&gt;");
    expect(mail.html).toContain("line 2");
    expect(mail.text).toContain("متابعة المحادثة: https://firm.example/ar/?chat=open");
  });

  it("lists a transcript in order, who said what", () => {
    const mail = chatTranscriptEmail({
      language: "en",
      name: "Vera",
      signature: { firmName: "Firm" },
      lines: [
        { sender: "user", content: "Hello?", at: "2026-11-26T10:00:00.000Z" },
        { sender: "agent", content: "Hi Vera", at: "2026-11-26T10:00:05.000Z" },
      ],
    });
    expect(mail.subject).toBe("Transcript of your chat");
    // The firm's clock, its zone named (decision 0035): 10:00 UTC is 5:00 a.m. in Toronto in November.
    expect(mail.text).toContain("[Nov 26, 2026, 5:00 a.m. ET] You: Hello?\n[Nov 26, 2026, 5:00 a.m. ET] Support: Hi Vera");
  });
});
