// @vitest-environment jsdom
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { getToasts, toast } from "~/components/ui/toast";
import { i18n } from "~/lib/i18n";
import { AuthProvider, useAuth } from "./auth-context";
import { LoginPage } from "./login-page";
import { RequireStaff } from "./require-staff";

type Listener = (event: string, session: Session | null) => void;

interface FakeOptions {
  session?: Session | null;
  profiles?: Record<string, { id: string; full_name: string; role: string; email: string }>;
  signOutError?: boolean;
}

function sessionFor(id: string, email?: string): Session {
  return {
    access_token: `token-${id}`,
    refresh_token: "refresh",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: "bearer",
    user: { id, email, aud: "authenticated", app_metadata: {}, user_metadata: {}, created_at: "" },
  } as Session;
}

/** A stand-in for supabase-js with the calls the auth feature makes. */
function fakeClient({ session = null, profiles = {}, signOutError = false }: FakeOptions = {}) {
  const listeners = new Set<Listener>();
  let current = session;
  const emit = (event: string) => listeners.forEach((listener) => listener(event, current));
  const signOut = vi.fn(async (options?: { scope?: string }) => {
    if (signOutError && options?.scope !== "local") return { error: new Error("network down") };
    current = null;
    emit("SIGNED_OUT");
    return { error: null };
  });
  const client = {
    auth: {
      onAuthStateChange(listener: Listener) {
        listeners.add(listener);
        queueMicrotask(() => listener("INITIAL_SESSION", current));
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      },
      async signInWithPassword({ email, password }: { email: string; password: string }) {
        if (email === "admin@example.com" && password === "right-password") {
          current = sessionFor("admin-id", email);
          emit("SIGNED_IN");
          return { data: { session: current, user: current.user }, error: null };
        }
        return { data: { session: null, user: null }, error: new Error("Invalid login credentials") };
      },
      signOut,
      mfa: {
        // No factor enrolled: sign-in has no second step.
        getAuthenticatorAssuranceLevel: async () => ({ data: { currentLevel: "aal1", nextLevel: "aal1", currentAuthenticationMethods: [] }, error: null }),
      },
    },
    from(table: string) {
      expect(table).toBe("profiles");
      return {
        select: () => ({
          eq: (_column: string, id: string) => ({
            maybeSingle: async () => ({ data: profiles[id] ?? null, error: null }),
          }),
        }),
      };
    },
  };
  const promise = Promise.resolve(client as unknown as SupabaseClient);
  return { getClient: () => promise, signOut, emit };
}

const ADMIN_PROFILE = { id: "admin-id", full_name: "Ada Admin", role: "admin", email: "admin@example.com" };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Portal() {
  const { profile, signOut } = useAuth();
  return (
    <div>
      <p>Portal for {profile?.full_name}</p>
      <button type="button" onClick={() => void signOut()}>
        leave
      </button>
    </div>
  );
}

function renderAt(path: string, getClient: () => Promise<SupabaseClient>) {
  const wrap = (node: ReactNode) => (
    <AuthProvider getClient={getClient}>
      {node}
      <Where />
    </AuthProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: wrap(<LoginPage />) },
      {
        path: "/admin/*",
        element: wrap(
          <RequireStaff>
            <Portal />
          </RequireStaff>,
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe("useAuth", () => {
  it("throws when used outside its provider", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow("useAuth must be used within an <AuthProvider>.");
    consoleError.mockRestore();
  });
});

describe("RequireStaff", () => {
  it("shows Loading... while the session loads, then sends a visitor to the login with the asked path", async () => {
    const { getClient } = fakeClient();
    renderAt("/admin/partners", getClient);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/login?redirectTo=%2Fadmin%2Fpartners"));
    expect(screen.getByRole("heading", { name: "Admin Portal" })).toBeTruthy();
  });

  it("lets a staff user in", async () => {
    const { getClient } = fakeClient({ session: sessionFor("admin-id", "admin@example.com"), profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt("/admin/dashboard", getClient);
    expect(await screen.findByText("Portal for Ada Admin")).toBeTruthy();
  });

  it("refuses a signed-in user with no staff profile, and Sign Out leads to the login", async () => {
    const { getClient, signOut } = fakeClient({ session: sessionFor("visitor-id") });
    renderAt("/admin/dashboard", getClient);
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
    expect(screen.getByText("Signed in as an anonymous visitor.")).toBeTruthy();
    expect(screen.queryByText(/Portal for/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/login"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("on a sign-out error, warns and still removes the session from this browser", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { getClient, signOut } = fakeClient({
      session: sessionFor("admin-id", "admin@example.com"),
      profiles: { "admin-id": ADMIN_PROFILE },
      signOutError: true,
    });
    renderAt("/admin/blog", getClient);
    await userEvent.click(await screen.findByRole("button", { name: "leave" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/login"));
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  describe("a session that ends without Sign Out (a refresh that failed for good, Sign Out in another tab)", () => {
    beforeAll(() => installDialogStandIn());

    /** The portal with a draft typed into it: it must survive the session's end. */
    function PortalWithDraft() {
      const { profile } = useAuth();
      return (
        <div>
          <p>Portal for {profile?.full_name}</p>
          <label>
            Draft
            <input name="draft" />
          </label>
        </div>
      );
    }

    function renderDraft(getClient: () => Promise<SupabaseClient>) {
      const router = createMemoryRouter(
        [
          { path: "/admin/login", element: <p>login page</p> },
          {
            path: "/admin/*",
            element: (
              <AuthProvider getClient={getClient}>
                <RequireStaff>
                  <PortalWithDraft />
                </RequireStaff>
                <Where />
              </AuthProvider>
            ),
          },
        ],
        { initialEntries: ["/admin/blog"] },
      );
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
    }

    it("keeps the portal and what was typed, and asks the same person to sign in again; back, the dialog goes", async () => {
      const fake = fakeClient({ session: sessionFor("admin-id", "admin@example.com"), profiles: { "admin-id": ADMIN_PROFILE } });
      renderDraft(fake.getClient);
      // Typed without user-event, whose focus tracking reacts to the dialog taking the focus inside act().
      fireEvent.change(await screen.findByLabelText("Draft"), { target: { value: "half a post" } });
      // Not this tab's Sign Out button: the session ends under the portal.
      await act(async () => {
        await fake.signOut({ scope: "local" });
      });
      const dialog = await screen.findByRole("alertdialog", { name: "Your session has ended" });
      expect(dialog.textContent).toContain("admin@example.com");
      expect(screen.getByTestId("where").textContent).toBe("/admin/blog");
      expect((screen.getByLabelText("Draft", { selector: "input" }) as HTMLInputElement).value).toBe("half a post");
      expect(screen.getByText("Portal for Ada Admin")).toBeTruthy();

      await userEvent.type(within(dialog).getByLabelText("Password"), "wrong");
      await userEvent.click(within(dialog).getByRole("button", { name: "Sign in" }));
      expect((await within(dialog).findByRole("alert")).textContent).toBe("Invalid email or password. Please try again.");

      await userEvent.clear(within(dialog).getByLabelText("Password"));
      await userEvent.type(within(dialog).getByLabelText("Password"), "right-password");
      await userEvent.click(within(dialog).getByRole("button", { name: "Sign in" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      expect((screen.getByLabelText("Draft") as HTMLInputElement).value).toBe("half a post");
      expect(screen.getByTestId("where").textContent).toBe("/admin/blog");
    });

    it("Sign Out in the dialog leaves the portal for the login page", async () => {
      const fake = fakeClient({ session: sessionFor("admin-id", "admin@example.com"), profiles: { "admin-id": ADMIN_PROFILE } });
      renderDraft(fake.getClient);
      await screen.findByText("Portal for Ada Admin");
      await act(() => fake.signOut({ scope: "local" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Your session has ended" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Sign Out" }));
      expect(await screen.findByText("login page")).toBeTruthy();
    });
  });

  it("this tab's own Sign Out goes to the login page, without asking to come back", async () => {
    const fake = fakeClient({ session: sessionFor("admin-id", "admin@example.com"), profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt("/admin/contacts", fake.getClient);
    await userEvent.click(await screen.findByRole("button", { name: "leave" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/login"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("LoginPage", () => {
  async function fill(email: string, password: string) {
    await userEvent.type(await screen.findByLabelText("Email"), email);
    await userEvent.type(screen.getByLabelText("Password"), password);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
  }

  it("rejects a wrong password with the spec's message and toast", async () => {
    const { getClient } = fakeClient({ profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt("/admin/login", getClient);
    await fill("admin@example.com", "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password. Please try again.");
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([["error", "Failed to sign in"]]);
    expect(screen.getByTestId("where").textContent).toBe("/admin/login");
  });

  it("signs in, says 'Welcome back!' and goes back to the asked admin page", async () => {
    const { getClient } = fakeClient({ profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt("/admin/login?redirectTo=%2Fadmin%2Fpartners", getClient);
    await fill("admin@example.com", "right-password");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/partners"));
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([["success", "Welcome back!"]]);
    expect(await screen.findByText("Portal for Ada Admin")).toBeTruthy();
  });

  it("ignores a redirect to another site", async () => {
    const { getClient } = fakeClient({ profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt(`/admin/login?redirectTo=${encodeURIComponent("https://evil.example/admin")}`, getClient);
    await fill("admin@example.com", "right-password");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/dashboard"));
  });

  it("shows 'Signing in...' while busy", async () => {
    let release: () => void = () => {};
    const fake = fakeClient({ profiles: { "admin-id": ADMIN_PROFILE } });
    const slow = async () => {
      const client = await fake.getClient();
      const original = client.auth.signInWithPassword.bind(client.auth);
      client.auth.signInWithPassword = ((credentials: { email: string; password: string }) =>
        new Promise((resolve) => {
          release = () => resolve(original(credentials));
        })) as typeof client.auth.signInWithPassword;
      return client;
    };
    const promise = slow();
    renderAt("/admin/login", () => promise);
    await fill("admin@example.com", "right-password");
    const button = screen.getByRole("button", { name: "Signing in..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/dashboard"));
  });

  it("sends a staff user who is already signed in to the dashboard", async () => {
    const { getClient } = fakeClient({ session: sessionFor("admin-id", "admin@example.com"), profiles: { "admin-id": ADMIN_PROFILE } });
    renderAt("/admin/login", getClient);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/dashboard"));
  });
});
