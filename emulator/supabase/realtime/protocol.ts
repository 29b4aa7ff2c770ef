/**
 * The Phoenix channel wire format as realtime-js speaks it.
 *
 * - vsn 2.0.0 (realtime-js' default): text frames are JSON arrays `[join_ref, ref, topic, event, payload]`;
 *   a client broadcast is a binary frame ("user broadcast push", kind 3); the server may answer in
 *   JSON text frames, which the client decodes the same way.
 * - vsn 1.0.0: text frames are JSON objects `{join_ref, ref, topic, event, payload}`.
 */
export type Vsn = "1.0.0" | "2.0.0";

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const KIND_USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function asRef(value: unknown): string | null {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
}

/** Decodes a client frame; undefined when it is not a Phoenix message. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): PhoenixMessage | undefined {
  if (isBinary) return decodeBinaryPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString("utf8"));
  } catch {
    return undefined;
  }
  if (vsn === "2.0.0" && Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== "string" || typeof event !== "string") return undefined;
    return { join_ref: asRef(joinRef), ref: asRef(ref), topic, event, payload: asObject(payload) };
  }
  const msg = asObject(parsed);
  if (typeof msg.topic !== "string" || typeof msg.event !== "string") return undefined;
  return { join_ref: asRef(msg.join_ref), ref: asRef(msg.ref), topic: msg.topic, event: msg.event, payload: asObject(msg.payload) };
}

/** Binary "user broadcast push": kind, 5 lengths, encoding, then join_ref, ref, topic, user event, metadata, payload. */
function decodeBinaryPush(data: Buffer): PhoenixMessage | undefined {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return undefined;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen] = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6];
  let offset = 7;
  const take = (n: number) => {
    const s = data.subarray(offset, offset + n).toString("utf8");
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const userEvent = take(eventLen);
  const meta = take(metaLen);
  const rest = data.subarray(offset);
  let payload: unknown = rest.toString("base64");
  if (encoding === JSON_ENCODING) {
    try {
      payload = JSON.parse(rest.toString("utf8") || "{}");
    } catch {
      return undefined;
    }
  }
  let metadata: Record<string, unknown> = {};
  if (meta) {
    try {
      metadata = asObject(JSON.parse(meta));
    } catch {
      metadata = {};
    }
  }
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: "broadcast",
    payload: { ...metadata, type: "broadcast", event: userEvent, payload },
  };
}

export function encodeFrame(msg: PhoenixMessage, vsn: Vsn): string {
  if (vsn === "2.0.0") return JSON.stringify([msg.join_ref, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify(msg);
}
