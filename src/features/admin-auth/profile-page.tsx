import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "~/components/ui/panel";
import { input, label, primaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useAuth } from "./auth-context";
import { PasswordFields, passwordErrorKey, passwordProblem } from "./password-fields";
import { TwoFactorSection } from "./two-factor-section";

/** /admin/profile: the signed-in staff member's name and password (and two-factor sign-in). */
export function ProfilePage() {
  const { t } = useTranslation("admin-account");
  const auth = useAuth();
  const nameId = useId();
  const [nameBusy, setNameBusy] = useState(false);
  const [passwordBusy, setPasswordBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fullName = String(new FormData(event.currentTarget).get("full_name") ?? "").trim();
    if (!auth.profile) return;
    setNameBusy(true);
    try {
      const supabase = await auth.getClient();
      const { error } = await supabase.from("profiles").update({ full_name: fullName || null }).eq("id", auth.profile.id);
      if (error) throw error;
      await auth.refreshProfile();
      toast.success(t("profile.nameSaved"));
    } catch (error) {
      console.warn(error);
      toast.error(t("profile.nameFailed"));
    } finally {
      setNameBusy(false);
    }
  }

  async function savePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get("password") ?? "");
    const problem = passwordProblem(password, String(data.get("confirm") ?? ""));
    if (problem) {
      setPasswordError(t(`password.errors.${problem}`));
      return;
    }
    setPasswordBusy(true);
    setPasswordError(null);
    const supabase = await auth.getClient();
    const { error } = await supabase.auth.updateUser({ password });
    setPasswordBusy(false);
    if (error) {
      setPasswordError(t(passwordErrorKey(error.code)));
      toast.error(t("password.failedToast"));
      return;
    }
    form.reset();
    toast.success(t("profile.passwordSaved"));
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <Panel id="profile-name" title={t("profile.nameHeading")}>
        <p className="mt-1 text-sm break-all text-ink-muted">{t("profile.signedInAs", { email: auth.profile?.email ?? auth.user?.email ?? "" })}</p>
        <form className="mt-4 space-y-4" onSubmit={(event) => void saveName(event)}>
          <div>
            <label htmlFor={nameId} className={label}>
              {t("profile.fullName")}
            </label>
            <input id={nameId} name="full_name" type="text" maxLength={200} autoComplete="name" defaultValue={auth.profile?.full_name ?? ""} className={input} />
          </div>
          <button type="submit" className={primaryButton} disabled={nameBusy} aria-busy={nameBusy || undefined}>
            {nameBusy ? t("profile.saving") : t("profile.saveName")}
          </button>
        </form>
      </Panel>
      <Panel id="profile-password" title={t("profile.passwordHeading")}>
        <form className="mt-4 space-y-4" onSubmit={(event) => void savePassword(event)} noValidate>
          <PasswordFields error={passwordError} />
          <button type="submit" className={primaryButton} disabled={passwordBusy} aria-busy={passwordBusy || undefined}>
            {passwordBusy ? t("password.saving") : t("profile.savePassword")}
          </button>
        </form>
      </Panel>
      <TwoFactorSection />
    </div>
  );
}
