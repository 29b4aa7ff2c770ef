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
};
