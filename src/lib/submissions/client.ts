/** The slice of a supabase-js client that submissions use (a fake in unit tests). */
export interface SubmissionsClient {
  rpc(
    fn: "submit_contact",
    args: { submission: Record<string, unknown>; website: string | null },
  ): PromiseLike<{ error: DbError | null; status?: number }>;
  rpc(
    fn: "appointment_availability",
    args: { from_date: string; to_date: string },
  ): PromiseLike<{ data: unknown; error: DbError | null; status?: number }>;
}

/** A PostgREST error as supabase-js returns it (code "" and status 0 on a network failure). */
export interface DbError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}
