// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { WebmailLogin, webmailEndpoint } from "./webmail-login";

afterEach(cleanup);

const renderLogin = (action: string | undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <WebmailLogin action={action} />
    </I18nextProvider>,
  );

describe("<WebmailLogin />", () => {
  it("posts user and pass to the configured endpoint", () => {
    renderLogin("https://mail.example.com/login");
    const form = screen.getByRole("button", { name: "Sign in" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("https://mail.example.com/login");
    expect((screen.getByLabelText("Email Address") as HTMLInputElement).name).toBe("user");
    expect((screen.getByLabelText("Password") as HTMLInputElement).name).toBe("pass");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("without an endpoint says so and cannot be submitted", () => {
    renderLogin(undefined);
    expect(screen.getByRole("alert").textContent).toMatch(/no webmail address is configured/);
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("treats an invalid configuration as no endpoint", () => {
    expect(
      webmailEndpoint(() => {
        throw new Error("bad config");
      }),
    ).toBeUndefined();
    expect(webmailEndpoint(() => ({ webmailUrl: "https://m.example" }))).toBe("https://m.example");
  });
});
