import type { IncomingMessage, ServerResponse } from "node:http";
import request from "supertest";
import { expect, test } from "vitest";
import {
  chooseRequestId,
  currentRequestId,
  requestIdOf,
  runAsRequest,
} from "../../../../server/web/http/request-id.js";
import type { TrustFunction } from "../../../../server/web/http/client-address.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Answers with the id chosen for the request and what the rest of the request sees of it. */
const app = (trust: TrustFunction) => (req: IncomingMessage, res: ServerResponse) => {
  const id = chooseRequestId(req, trust);
  const inside = runAsRequest(id, () => currentRequestId());
  res.end(JSON.stringify({ id, of: requestIdOf(req), inside, outside: currentRequestId() ?? null }));
};
const trustAll: TrustFunction = () => true;
const trustNone: TrustFunction = () => false;

async function idFor(trust: TrustFunction, incoming?: string): Promise<Record<string, unknown>> {
  const call = request(app(trust)).get("/");
  const res = await (incoming === undefined ? call : call.set("x-request-id", incoming));
  return JSON.parse(res.text) as Record<string, unknown>;
}

test("a trusted peer's plain token is kept, and is what the request's code sees", async () => {
  for (const incoming of ["0123456789abcdef0123456789abcdef", "a.b:c-d_e", "x".repeat(128)])
    expect(await idFor(trustAll, incoming), incoming).toEqual({
      id: incoming,
      of: incoming,
      inside: incoming,
      outside: null,
    });
});

test("from a peer not trusted, even a valid id is replaced", async () => {
  const seen = await idFor(trustNone, "0123456789abcdef");
  expect(seen.id).toMatch(UUID);
  expect(seen.of).toBe(seen.id);
});

test("the peer asked about is the socket's address, at hop 0", async () => {
  const asked: Array<[string, number]> = [];
  await idFor((address, hop) => (asked.push([address, hop]), true), "abc");
  expect(asked).toHaveLength(1);
  expect(asked[0]?.[0]).toMatch(/127\.0\.0\.1|::1/);
  expect(asked[0]?.[1]).toBe(0);
});

test("an id that could break a log line, or too long, is replaced", async () => {
  for (const incoming of ["a b", "a\tb", "x".repeat(129), "{json}", "a/b", ""]) {
    const seen = await idFor(trustAll, incoming);
    expect(seen.id, incoming).toMatch(UUID);
  }
  expect((await idFor(trustAll)).id).toMatch(UUID);
});

test("two requests get two ids", async () => {
  expect((await idFor(trustNone)).id).not.toBe((await idFor(trustNone)).id);
});
