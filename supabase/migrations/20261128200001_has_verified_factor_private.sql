-- has_verified_factor(uid) answered anyone with a session — an anonymous chat visitor included —
-- whether any user has a second factor, and staff ids are public (posts' author_id): a list of the
-- staff whose password alone is enough (issue 26, docs/decisions/0037-supabase-hardening.md).
-- Nothing outside Postgres calls it: mfa_satisfied() (security definer, run as its owner) is its
-- only caller, and the portal asks Supabase Auth about the signed-in person's own factors.
revoke execute on function public.has_verified_factor(uuid) from public, anon, authenticated, service_role;
