/**
 * The e-mail address rule of every form, the same as Postgres' public.is_email(): what a form
 * accepts, the database accepts too.
 */
export const EMAIL_MAX_LENGTH = 320;
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}
