/**
 * What one Data API request may ask of the emulator's parser and of Postgres (decision 0027).
 * PostgREST has no such limits; Supabase's statement timeout and its gateway bound the same
 * requests there. Here, a request past them gets a PostgREST-style 400 before any SQL runs.
 */
export const QUERY_LIMITS = {
  /** Characters of a `match`/`imatch` pattern (Postgres' regular expressions). */
  patternLength: 256,
  /** Nesting of logic trees: `or=(a.eq.1,and(b.eq.2,or(…)))` counts 3. */
  logicDepth: 32,
  /** Nesting of embedded resources in `select`: `a(b(c(*)))` counts 3. */
  embedDepth: 32,
} as const;
