/**
 * Per-client limits of the translate function: requests a minute and characters sent to the
 * translation provider an hour, per client key (../_shared/client-address.ts).
 *
 * Counted in memory, per instance of the function: a first line, not a guarantee — Supabase may
 * run several instances and start fresh ones, each counting on its own (decision 0029). Fixed
 * windows: a client's minute and hour start with its first request, and each count starts again
 * at the first request after its window ended. At most `maxClients` clients are remembered; past that, clients whose
 * windows have ended are forgotten, then the longest-known ones.
 */
export interface ClientLimitSettings {
  requestsPerMinute: number;
  charactersPerHour: number;
}

export type LimitRefusal = { limit: "requests" | "characters"; retryAfterSeconds: number };

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface Usage {
  minuteStart: number;
  requests: number;
  hourStart: number;
  characters: number;
}

export class ClientLimiter {
  private readonly usage = new Map<string, Usage>();
  private readonly maxClients: number;

  constructor(maxClients = 10_000) {
    this.maxClients = maxClients;
  }

  private of(client: string, now: number): Usage {
    let usage = this.usage.get(client);
    if (!usage) {
      if (this.usage.size >= this.maxClients) this.forget(now);
      usage = { minuteStart: now, requests: 0, hourStart: now, characters: 0 };
      this.usage.set(client, usage);
    }
    if (now - usage.minuteStart >= MINUTE) Object.assign(usage, { minuteStart: now, requests: 0 });
    if (now - usage.hourStart >= HOUR) Object.assign(usage, { hourStart: now, characters: 0 });
    return usage;
  }

  private forget(now: number): void {
    for (const [client, usage] of this.usage) {
      if (now - usage.minuteStart >= MINUTE && now - usage.hourStart >= HOUR) this.usage.delete(client);
    }
    while (this.usage.size >= this.maxClients) {
      const oldest = this.usage.keys().next().value;
      if (oldest === undefined) break;
      this.usage.delete(oldest);
    }
  }

  /** Counts one request of `client`; a refusal when it already made its requests of this minute. */
  request(client: string, settings: ClientLimitSettings, now = Date.now()): LimitRefusal | undefined {
    const usage = this.of(client, now);
    if (usage.requests >= settings.requestsPerMinute) {
      return { limit: "requests", retryAfterSeconds: Math.max(1, Math.ceil((usage.minuteStart + MINUTE - now) / 1000)) };
    }
    usage.requests += 1;
    return undefined;
  }

  /**
   * Counts `characters` sent to the provider for `client`; a refusal (nothing counted) when they
   * would take it past its characters of this hour.
   */
  characters(client: string, characters: number, settings: ClientLimitSettings, now = Date.now()): LimitRefusal | undefined {
    const usage = this.of(client, now);
    if (characters > 0 && usage.characters + characters > settings.charactersPerHour) {
      return { limit: "characters", retryAfterSeconds: Math.max(1, Math.ceil((usage.hourStart + HOUR - now) / 1000)) };
    }
    usage.characters += characters;
    return undefined;
  }

  clear(): void {
    this.usage.clear();
  }
}
