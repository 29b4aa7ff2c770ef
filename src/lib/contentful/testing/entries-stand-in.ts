import type { EntriesClient, Fields } from "../fields";

/**
 * A recording stand-in for the content client, for unit tests of a feature's
 * reader: `getEntries` answers each content type with the entries whose fields
 * are given (ids `<type>-<index>`), rejects with the Error given for a type,
 * answers no entries for any other type, and records every query in `queries`.
 */
export function entriesStandIn(byType: Record<string, readonly Fields[] | Error>) {
  const queries: Array<Record<string, unknown>> = [];
  const client: EntriesClient = {
    async getEntries(query) {
      queries.push(query);
      const type = String(query.content_type);
      const answer = byType[type] ?? [];
      if (answer instanceof Error) throw answer;
      return { items: answer.map((fields, i) => ({ sys: { id: `${type}-${i}` }, fields })) };
    },
  };
  return { client, queries };
}
