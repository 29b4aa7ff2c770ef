/**
 * GoTrue's per-client-address limits (tollbooth in GoTrue, keyed by the address Supabase's gateway
 * reports): each limit allows `max` requests per `windowMs` for one key, answering 429
 * `over_request_rate_limit` "Request rate limit reached" past it. Counted in memory, per process,
 * like a single GoTrue instance.
 */
import { authError } from "./errors.ts";
import type { HttpError } from "../http.ts";

export class RateLimiter {
  private hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Counts one request for `key`; false when it is over the limit (the request is not counted then). */
  take(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [k, list] of this.hits) if (!list.some((t) => t > since)) this.hits.delete(k);
  }
}

export const overRequestRateLimit = (): HttpError => authError(429, "over_request_rate_limit", "Request rate limit reached");
export const overEmailSendRateLimit = (): HttpError => authError(429, "over_email_send_rate_limit", "email rate limit exceeded");
