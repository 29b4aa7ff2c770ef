import { describe, expect, it } from "vitest";
import { decodeFrame, encodeFrame } from "./protocol.ts";

/** A "user broadcast push" frame as realtime-js' serializer builds it. */
function binaryPush(joinRef: string, ref: string, topic: string, event: string, meta: string, payload: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(payload));
  const header = Buffer.from([3, joinRef.length, ref.length, topic.length, event.length, meta.length, 1]);
  return Buffer.concat([header, Buffer.from(joinRef + ref + topic + event + meta), body]);
}

describe("Phoenix frames", () => {
  it("decodes and encodes vsn 2.0.0 arrays", () => {
    const msg = decodeFrame(Buffer.from('["1","2","realtime:x","phx_join",{"a":1}]'), false, "2.0.0");
    expect(msg).toEqual({ join_ref: "1", ref: "2", topic: "realtime:x", event: "phx_join", payload: { a: 1 } });
    expect(encodeFrame(msg!, "2.0.0")).toBe('["1","2","realtime:x","phx_join",{"a":1}]');
  });

  it("decodes and encodes vsn 1.0.0 objects", () => {
    const msg = decodeFrame(Buffer.from('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}'), false, "1.0.0");
    expect(msg).toEqual({ join_ref: null, ref: "3", topic: "phoenix", event: "heartbeat", payload: {} });
    expect(JSON.parse(encodeFrame(msg!, "1.0.0"))).toEqual({ join_ref: null, ref: "3", topic: "phoenix", event: "heartbeat", payload: {} });
  });

  it("decodes a binary broadcast push into a broadcast message", () => {
    const msg = decodeFrame(binaryPush("1", "5", "realtime:room", "ping", "", { n: 1 }), true, "2.0.0");
    expect(msg).toEqual({ join_ref: "1", ref: "5", topic: "realtime:room", event: "broadcast", payload: { type: "broadcast", event: "ping", payload: { n: 1 } } });
  });

  it("ignores frames that are not Phoenix messages", () => {
    expect(decodeFrame(Buffer.from("not json"), false, "2.0.0")).toBeUndefined();
    expect(decodeFrame(Buffer.from('[null,null,1,"x",{}]'), false, "2.0.0")).toBeUndefined();
    expect(decodeFrame(Buffer.from([9, 0, 0]), true, "2.0.0")).toBeUndefined();
  });
});
