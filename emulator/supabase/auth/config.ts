/** The auth settings that supabase/config.toml sets for the project, with GoTrue's names in comments. */
export interface AuthConfig {
  /** jwt_expiry */
  jwtExpiry: number;
  /** enable_refresh_token_rotation */
  refreshTokenRotation: boolean;
  /** refresh_token_reuse_interval (seconds) */
  refreshTokenReuseInterval: number;
  /** enable_anonymous_sign_ins */
  anonymousSignIns: boolean;
  /** [auth.email] enable_signup */
  emailSignup: boolean;
  /** [auth.email] enable_confirmations (off: sign-ups are confirmed at once) */
  emailConfirmations: boolean;
  /** minimum_password_length */
  minimumPasswordLength: number;
  /** bcrypt cost */
  bcryptCost: number;
  /** site_url; undefined: the origin the request came to (the local stack serves the site there). */
  siteUrl?: string;
  /** additional_redirect_urls (GoTrue's globs: `*` within a path segment, `**` across). */
  additionalRedirectUrls: string[];
  /** [auth.email] otp_expiry (seconds): how long an invitation or reset link works. */
  otpExpiry: number;
  /** [auth.email] max_frequency (seconds): the least time between two e-mails of one kind to one user. */
  emailMaxFrequency: number;
  /** [auth.mfa] max_enrolled_factors, [auth.mfa.totp] enroll_enabled / verify_enabled. */
  mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean; challengeExpiry: number };
  /**
   * [auth.rate_limit]: GoTrue's per-client-address limits. `anonymousUsers` per hour, `signInSignUps`
   * and `tokenRefresh` per 5 minutes, `tokenVerifications` per 5 minutes, `emailSent` per hour (all
   * addresses together, as GoTrue's SMTP limit).
   */
  rateLimit: { anonymousUsers: number; signInSignUps: number; tokenRefresh: number; tokenVerifications: number; emailSent: number };
  /** [auth.hook.password_verification_attempt]: a `schema.function` called after each password check. */
  passwordVerificationHook?: string;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  jwtExpiry: 3600,
  refreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  anonymousSignIns: true,
  emailSignup: false,
  emailConfirmations: false,
  minimumPasswordLength: 10,
  bcryptCost: 10,
  additionalRedirectUrls: [],
  otpExpiry: 86400,
  emailMaxFrequency: 60,
  mfa: { maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true, challengeExpiry: 300 },
  rateLimit: { anonymousUsers: 30, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30, emailSent: 30 },
  passwordVerificationHook: "public.hook_password_verification_attempt",
};
