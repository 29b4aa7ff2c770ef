/**
 * One set of rules for the public forms (issue 16, decision 0019): what the forms' zod schemas
 * (src/lib/submissions/schemas.ts) refuse, Postgres refuses too when a script sends it straight to
 * the API as the anonymous visitor, and what they accept it stores. The examples are shared with
 * the schemas' unit test (src/lib/submissions/examples.ts). Runs on PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD, GOOD } from "../../src/lib/submissions/examples.ts";
import { SUBMISSION_KINDS, type SubmissionKind } from "../../src/lib/submissions/kinds.ts";
import { toRow } from "../../src/lib/submissions/to-row.ts";
import { validateFields } from "../../src/lib/submissions/validate-fields.ts";
import { clientFrom, submitContact } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("submission-rules");

describe.each(BACKENDS)("the forms' rules are the database's rules on $name", ({ backend }) => {
  let s: StartedSupabase;

  beforeAll(async () => {
    s = await startSupabase({ backend });
  });

  afterAll(async () => {
    await s?.close();
  });

  /**
   * The row the site would send (fields as given, unvalidated), sent as the anonymous visitor the way
   * the site sends it (public.submit_contact), each from its own client address (the per-address limit
   * is not what this file tests).
   */
  const insert = (kind: SubmissionKind, fields: unknown) =>
    submitContact(clientFrom(s.url, s.anonKey), { ...toRow(kind, fields as never, randomUUID()), language: "en" });

  it.each(SUBMISSION_KINDS)("a complete %s passes the schema and is stored", async (kind) => {
    expect(validateFields(kind, GOOD[kind])).toEqual({});
    const { error } = await insert(kind, GOOD[kind]);
    expect(error).toBeNull();
  });

  for (const kind of SUBMISSION_KINDS) {
    it.each(BAD[kind].map((example) => [example.why, example] as const))(
      `a ${kind} with %s: the form refuses it, and so does Postgres`,
      async (_why, example) => {
        expect(validateFields(kind, example.fields)).toEqual({ [example.field]: example.code });
        const { error, status } = await insert(kind, example.fields);
        // A CHECK, the date trigger (23514) or a too-long value (22001): refused, nothing stored.
        expect(error, `${kind}: ${example.why}`).not.toBeNull();
        expect(error?.code).toMatch(/^2[23]/);
        expect(status).toBe(400);
      },
    );
  }
});
