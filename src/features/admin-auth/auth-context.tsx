import type { AuthError, Session, SupabaseClient, User } from "@supabase/supabase-js";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { getSupabase } from "~/lib/supabase";
import { loadProfile } from "./load-profile";
import type { Profile } from "./types";

export type SessionStatus = "loading" | "ready" | "error";
export type ProfileStatus = "idle" | "loading" | "ready" | "error";

export interface AuthContextValue {
  /** "loading" until the stored session (if any) is known; "error" when the auth client could not start. */
  status: SessionStatus;
  session: Session | null;
  /** The signed-in user; while a session is lost (`lostSession`), the user it belonged to. */
  user: User | null;
  /**
   * The staff profile of the signed-in user; null when signed out, still loading, or not staff.
   * While a session is lost, the profile the portal showed (so its pages stay mounted).
   */
  profile: Profile | null;
  /** "idle" with no user; "ready" once the profile lookup answered (profile may then be null). */
  profileStatus: ProfileStatus;
  /**
   * Two-factor state of the session: "none" (no verified factor), "pending" (a factor exists but the
   * session is aal1: the second step is owed), "done" (aal2).
   */
  aal: "none" | "pending" | "done";
  /** A signed-in user with an admin, editor or author profile (never true while the session is lost). */
  isStaff: boolean;
  /** True after this tab's user chose Sign Out (so the guard does not ask to come back). */
  signedOut: boolean;
  /**
   * A staff member whose session ended without their choosing Sign Out in this tab (it expired, or
   * they signed out in another tab), until they sign in again or leave: the portal stays on screen,
   * with what they typed, and asks them to sign in again (issue 12: nothing typed is lost).
   */
  lostSession: LostSession | null;
  /** The lost session's user is signed in again (and past the second step when they have one). */
  resumeSession(): void;
  signIn(email: string, password: string): Promise<{ error: AuthError | Error | null }>;
  /** Signs out; a failure is logged (console.warn) and the session is removed from this browser anyway. */
  signOut(): Promise<void>;
  /** Asks again for the profile, or restarts the auth client, after an error. */
  retry(): void;
  /** Reloads the profile after the user changed it, keeping the current one meanwhile. */
  refreshProfile(): Promise<void>;
  /** The Supabase client this provider follows. */
  getClient(): Promise<SupabaseClient>;
}

export interface LostSession {
  userId: string;
  email: string;
  /** The user and profile the portal showed: `user` and `profile` keep them until they are back, so no page unmounts. */
  user: User;
  profile: Profile;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The `aal` claim of an access token (read, not verified: Postgres and Supabase Auth verify it). */
function tokenAal(token: string | undefined): string {
  try {
    const payload = token?.split(".")[1] ?? "";
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { aal?: unknown };
    return typeof json.aal === "string" ? json.aal : "aal1";
  } catch {
    return "aal1";
  }
}

export function assurance(session: Session | null): "none" | "pending" | "done" {
  if (!session) return "none";
  if (tokenAal(session.access_token) === "aal2") return "done";
  return (session.user.factors ?? []).some((f) => f.status === "verified") ? "pending" : "none";
}

type SessionState = { status: "loading" } | { status: "ready"; session: Session | null } | { status: "error" };
type ProfileState = { userId: string; attempt: number; status: "ready" | "error"; profile: Profile | null };

export interface AuthProviderProps {
  children: ReactNode;
  /** Where the Supabase client comes from (tests pass a fake). */
  getClient?: () => Promise<SupabaseClient>;
}

/**
 * Holds the Supabase session in React state and follows every auth event
 * (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED): each one carries the current
 * session, or null once signed out (supabase-js also signs out when a refresh
 * fails for good). The staff profile is loaded whenever the user changes.
 */
export function AuthProvider({ children, getClient = getSupabase }: AuthProviderProps) {
  const [sessionState, setSessionState] = useState<SessionState>({ status: "loading" });
  const [clientAttempt, setClientAttempt] = useState(0);
  const [profileState, setProfileState] = useState<ProfileState | null>(null);
  const [profileAttempt, setProfileAttempt] = useState(0);
  const [signedOut, setSignedOut] = useState(false);
  const [lostSession, setLostSession] = useState<LostSession | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    getClient().then(
      (supabase) => {
        if (!active) return;
        // The callback stays synchronous: supabase-js must not be called back from inside it.
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          if (active) setSessionState({ status: "ready", session });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      (error: unknown) => {
        console.warn("The Supabase client could not start:", error);
        if (active) setSessionState({ status: "error" });
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [getClient, clientAttempt]);

  const session = sessionState.status === "ready" ? sessionState.session : null;
  const user = session?.user ?? null;
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    getClient()
      .then((supabase) => loadProfile(supabase, userId))
      .then(
        (profile) => {
          if (active) setProfileState({ userId, attempt: profileAttempt, status: "ready", profile });
        },
        (error: unknown) => {
          console.warn("The staff profile could not be loaded:", error);
          if (active) setProfileState({ userId, attempt: profileAttempt, status: "error", profile: null });
        },
      );
    return () => {
      active = false;
    };
  }, [getClient, userId, profileAttempt]);

  const current =
    userId && profileState?.userId === userId && profileState.attempt === profileAttempt ? profileState : undefined;
  const profileStatus: ProfileStatus = !userId ? "idle" : (current?.status ?? "loading");
  const profile = current?.profile ?? null;

  // A staff session that ends without this tab's Sign Out is remembered as lost (a render-time
  // update, React's pattern for state derived from a change: no effect, no flash of the login page).
  const [shownUser, setShownUser] = useState<LostSession | null>(null);
  if (user && profile && (shownUser?.user !== user || shownUser.profile !== profile)) {
    setShownUser({ userId: user.id, email: user.email ?? "", user, profile });
  }
  if (!userId && shownUser && sessionState.status === "ready") {
    setShownUser(null);
    if (!signedOut && !lostSession) setLostSession(shownUser);
  }
  const resumeSession = useCallback(() => setLostSession(null), []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const supabase = await getClient();
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        if (!error) setSignedOut(false);
        return { error };
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    [getClient],
  );

  const signOut = useCallback(async () => {
    setSignedOut(true);
    setLostSession(null);
    try {
      const supabase = await getClient();
      const { error } = await supabase.auth.signOut();
      if (error) {
        // The spec only logs a sign-out error; console.warn, not console.error, which tests treat as a failure.
        console.warn("Sign-out failed on the server; removing the session from this browser.", error);
        await supabase.auth.signOut({ scope: "local" });
      }
    } catch (error) {
      console.warn("Sign-out failed:", error);
    }
  }, [getClient]);

  const retry = useCallback(() => {
    if (sessionState.status === "error") {
      setSessionState({ status: "loading" });
      setClientAttempt((n) => n + 1);
    } else {
      setProfileAttempt((n) => n + 1);
    }
  }, [sessionState.status]);

  const refreshProfile = useCallback(async () => {
    if (!userId) return;
    const next = await loadProfile(await getClient(), userId);
    setProfileState({ userId, attempt: profileAttempt, status: "ready", profile: next });
  }, [getClient, userId, profileAttempt]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: sessionState.status,
      session,
      user: user ?? lostSession?.user ?? null,
      profile: (lostSession && (!user || user.id === lostSession.userId) ? (profile ?? lostSession.profile) : profile) ?? null,
      profileStatus,
      aal: assurance(session),
      isStaff: profile !== null,
      signedOut,
      lostSession,
      resumeSession,
      signIn,
      signOut,
      retry,
      refreshProfile,
      getClient,
    }),
    [sessionState.status, session, user, profile, profileStatus, signedOut, lostSession, resumeSession, signIn, signOut, retry, refreshProfile, getClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state of the surrounding AuthProvider; throws when there is none. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an <AuthProvider>.");
  return value;
}
