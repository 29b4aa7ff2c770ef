import { describe, expect, it } from "vitest";
import { parseResumeLink } from "./resume-link";

const id = "0b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a";
const token = "a".repeat(32) + "0123456789abcdef".repeat(2);

describe("parseResumeLink", () => {
  it("reads the conversation and the token of an e-mailed link's fragment", () => {
    expect(parseResumeLink(`#chat-resume=${id}.${token}`)).toEqual({ conversation: id, token });
  });

  it("ignores every other fragment, and a malformed id or token", () => {
    expect(parseResumeLink("")).toBeNull();
    expect(parseResumeLink("#main")).toBeNull();
    expect(parseResumeLink(`#chat-resume=${id}`)).toBeNull();
    expect(parseResumeLink(`#chat-resume=${id}.${token.slice(1)}`)).toBeNull();
    expect(parseResumeLink(`#chat-resume=not-a-uuid.${token}`)).toBeNull();
    expect(parseResumeLink(`#chat-resume=${id}.${token}&x=1`)).toBeNull();
  });
});
