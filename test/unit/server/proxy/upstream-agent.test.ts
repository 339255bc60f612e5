import http from "node:http";
import https from "node:https";
import { expect, test } from "vitest";
import { createUpstreamAgent } from "../../../../server/web/proxy/upstream-agent.js";

test("the pool speaks the upstream's protocol", () => {
  expect(createUpstreamAgent("https://content.example", 8)).toBeInstanceOf(https.Agent);
  const plain = createUpstreamAgent("http://127.0.0.1:4000", 8);
  expect(plain).toBeInstanceOf(http.Agent);
  expect(plain).not.toBeInstanceOf(https.Agent);
});

test("a bounded keep-alive pool: at most 16 idle connections kept, fewer when the pool is smaller", () => {
  expect(createUpstreamAgent("http://u.example", 64)).toMatchObject({
    keepAlive: true,
    maxSockets: 64,
    maxFreeSockets: 16,
  });
  expect(createUpstreamAgent("http://u.example", 4)).toMatchObject({ maxSockets: 4, maxFreeSockets: 4 });
});
