import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "~/components/ui/panel";
import { input, label, primaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";
import { PasswordFields, passwordErrorKey, readPasswords } from "./password-fields";
import { TwoFactorSection } from "./two-factor-section";
import { isolate } from "~/lib/bidi";

/** /admin/profile: the signed-in staff member's name and password (and two-factor sign-in). */
export function ProfilePage() {
  const { t } = useTranslation("admin-account");
  const auth = useAuth();
  const nameId = useId();
  const nameForm = useFormSubmit<{ id: string; fullName: string }, never>({
    read: (form) => (auth.profile ? { id: auth.profile.id, fullName: String(new FormData(form).get("full_name") ?? "").trim() } : null),
    save: async ({ id, fullName }) => {
      const supabase = await auth.getClient();
      const { error } = await supabase.from("profiles").update({ full_name: fullName || null }).eq("id", id);
      if (error) throw error;
      await auth.refreshProfile();
      toast.success({ key: "profile.nameSaved", ns: "admin-account" });
    },
    failureMessage: { key: "profile.nameFailed", ns: "admin-account" },
  });
  const passwordForm = useFormSubmit<ReturnType<typeof readPasswords>, "form">({
    read: readPasswords,
    validate: ({ problem }) => ({ errors: problem ? { form: t(`password.errors.${problem}`) } : {} }),
    save: async ({ password }, form) => {
      const supabase = await auth.getClient();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return { errors: { form: t(passwordErrorKey(error.code)) }, toast: { key: "password.failedToast", ns: "admin-account" } };
      form.reset();
      toast.success({ key: "profile.passwordSaved", ns: "admin-account" });
    },
  });
  const nameBusy = nameForm.busy;
  const passwordBusy = passwordForm.busy;

  return (
    <div className="grid max-w-2xl gap-6">
      <Panel id="profile-name" title={t("profile.nameHeading")}>
        <p className="mt-1 text-sm break-all text-ink-muted">{t("profile.signedInAs", { email: isolate(auth.profile?.email ?? auth.user?.email) })}</p>
        <form className="mt-4 space-y-4" onSubmit={(event) => void nameForm.onSubmit(event)}>
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
        <form className="mt-4 space-y-4" onSubmit={(event) => void passwordForm.onSubmit(event)} noValidate>
          <PasswordFields error={passwordForm.errorText("form") ?? null} />
          <button type="submit" className={primaryButton} disabled={passwordBusy} aria-busy={passwordBusy || undefined}>
            {passwordBusy ? t("password.saving") : t("profile.savePassword")}
          </button>
        </form>
      </Panel>
      <TwoFactorSection />
    </div>
  );
}
