import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attachmentHeader, checkDocument, checkFileName, cleanFileName, extractPreviewText, safeDownloadName } from "./resource-file.ts";

const seed = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, "../../seed-resources", name)));
const pdf = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");

describe("file names", () => {
  it("accepts one document extension, in any case, and refuses double extensions and others", () => {
    expect(checkFileName("Annual report 2026.PDF")).toEqual({ ok: true, extension: "pdf" });
    expect(checkFileName("v1.2 budget.xlsx")).toEqual({ ok: true, extension: "xlsx" });
    expect(checkFileName("report.pdf.exe")).toEqual({ ok: false, problem: "doubleExtension" });
    expect(checkFileName("report.exe.pdf")).toEqual({ ok: false, problem: "doubleExtension" });
    expect(checkFileName("notes.docx.pdf")).toEqual({ ok: false, problem: "doubleExtension" });
    expect(checkFileName("setup.exe")).toEqual({ ok: false, problem: "extension" });
    expect(checkFileName("README")).toEqual({ ok: false, problem: "extension" });
  });

  it("keeps only the base name, without control or reserved characters", () => {
    expect(cleanFileName("../../etc/pass\u0000wd.pdf")).toBe("passwd.pdf");
    expect(cleanFileName("C:\\Users\\me\\a<b>.pdf")).toBe("ab.pdf");
  });

  it("makes an ASCII download name from the title and a Content-Disposition with its UTF-8 form", () => {
    expect(safeDownloadName("Case Study: Third-Party Monitoring in Practice", "pdf")).toBe("Case-Study-Third-Party-Monitoring-in-Practice.pdf");
    expect(safeDownloadName("Évaluation été", "docx")).toBe("Evaluation-ete.docx");
    expect(safeDownloadName("دليل", "pdf")).toBe("document.pdf");
    expect(attachmentHeader("a\"b;c.pdf")).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%3Bc.pdf`);
  });
});

describe("content checks", () => {
  it("recognises each seed type by its bytes", async () => {
    expect(await checkDocument("x.pdf", seed("mel-framework-guide.pdf"))).toMatchObject({ ok: true, type: "pdf" });
    expect(await checkDocument("x.docx", seed("project-charter-template.docx"))).toMatchObject({ ok: true, type: "docx" });
    expect(await checkDocument("x.xlsx", seed("project-budget-tracker.xlsx"))).toMatchObject({ ok: true, type: "xlsx" });
  });

  it("refuses a program whatever its name, a mismatch, an unknown content, an empty or an oversized file", async () => {
    const exe = new Uint8Array(512);
    exe.set([0x4d, 0x5a]);
    exe.set([0x80], 60);
    exe.set([0x50, 0x45, 0, 0], 128);
    expect(await checkDocument("invoice.pdf", exe)).toMatchObject({ ok: false, problem: "executable" });
    expect(await checkDocument("x.docx", pdf)).toMatchObject({ ok: false, problem: "mismatch", detected: "pdf" });
    expect(await checkDocument("x.pdf", new TextEncoder().encode("hello"))).toMatchObject({ ok: false, problem: "content" });
    expect(await checkDocument("x.pdf", new Uint8Array())).toEqual({ ok: false, problem: "empty" });
    expect(await checkDocument("x.pdf", new Uint8Array(10 * 1024 * 1024 + 1))).toEqual({ ok: false, problem: "tooLarge" });
  });
});

describe("text extracts", () => {
  it("reads a DOCX's paragraphs and an XLSX's sheets and cells; none for a PDF", () => {
    const docx = extractPreviewText("docx", seed("project-charter-template.docx"));
    expect(docx).toMatch(/^CONSULTING FIRM, TORONTO\nProject Charter Template\n/);
    expect(docx).toContain("8. Governance and approval");
    const xlsx = extractPreviewText("xlsx", seed("project-budget-tracker.xlsx"));
    expect(xlsx).toContain("Budget\nBudget line\tPlanned (CAD)\tActual (CAD)\tVariance (CAD)\tNotes");
    expect(xlsx).toContain("Total\t65310\t59270\t6040");
    expect(extractPreviewText("pdf", seed("mel-framework-guide.pdf"))).toBeNull();
    expect(extractPreviewText("docx", pdf)).toBeNull();
  });
});
