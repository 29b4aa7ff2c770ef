/**
 * What a public form needs to send, in one chunk that loads when the form is first touched
 * (`load-engine.ts`), not with the page: the rules (zod) and the submit code. Loading it also
 * starts loading the Supabase client, so both are there before the visitor presses Send.
 */
import { getSupabase } from "../supabase";

export { submit } from "./submit";
export { validateFields } from "./validate-fields";

/** Starts loading the Supabase client; a failure is left for the send to report (and retry). */
export function warmUp(): void {
  getSupabase().catch(() => {});
}
