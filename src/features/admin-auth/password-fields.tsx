import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fieldError, hint, input, label } from "~/components/ui/styles";

/** The project's password rule (supabase/config.toml minimum_password_length; GoTrue enforces it too). */
export const MIN_PASSWORD_LENGTH = 10;

/** Checks a new password and its confirmation; the message key, or null when they are fine. */
export function passwordProblem(password: string, confirm: string): "tooShort" | "mismatch" | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (password !== confirm) return "mismatch";
  return null;
}

/** A new-password form's values, and its error (under the fields) when they break the rule. */
export function readPasswords(form: HTMLFormElement) {
  const data = new FormData(form);
  const password = String(data.get("password") ?? "");
  const problem = passwordProblem(password, String(data.get("confirm") ?? ""));
  return { password, problem };
}

/** "New password" and "Confirm the new password", with the rule and an error under them. */
export function PasswordFields({ error }: { error: string | null }) {
  const { t } = useTranslation("admin-account");
  const ids = { password: useId(), confirm: useId(), hint: useId(), error: useId() };
  return (
    <>
      <div>
        <label htmlFor={ids.password} className={label}>
          {t("password.new")}
        </label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          className={input}
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ""}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={ids.hint} className={hint}>
          {t("password.rule", { count: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      <div>
        <label htmlFor={ids.confirm} className={label}>
          {t("password.confirm")}
        </label>
        <input id={ids.confirm} name="confirm" type="password" autoComplete="new-password" required className={input} aria-invalid={error ? true : undefined} />
      </div>
      {error && (
        <p id={ids.error} role="alert" className={fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

/** The message for an auth error code when saving a password. */
export function passwordErrorKey(code: string | undefined): string {
  if (code === "weak_password") return "password.errors.weak";
  if (code === "same_password") return "password.errors.same";
  if (code === "insufficient_aal") return "password.errors.needsCode";
  if (code === "over_request_rate_limit") return "password.errors.wait";
  return "password.errors.failed";
}
