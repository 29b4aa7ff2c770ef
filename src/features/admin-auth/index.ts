export { AuthProvider, useAuth, type AuthContextValue, type AuthProviderProps } from "./auth-context";
export { RequireStaff } from "./require-staff";
export { LoginPage } from "./login-page";
export { AuthLoading } from "./status-screens";
export { ADMIN_HOME, ADMIN_LOGIN, loginUrlFor, safeAdminRedirect } from "./safe-redirect";
export { STAFF_ROLES, isStaffRole, type Profile, type StaffRole } from "./types";
export { ForgotPasswordPage } from "./forgot-password-page";
export { SetPasswordPage } from "./set-password-page";
export { ProfilePage } from "./profile-page";
