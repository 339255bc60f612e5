import { expect, test } from "vitest";
import { loadConfig } from "../../../../server/web/config.js";
import { parseTrustProxy } from "../../../../server/web/http/trust-proxy.js";

test("unset, empty, false and 0 trust nobody", () => {
  for (const raw of [undefined, "", " ", "false", "FALSE", "0"])
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value: false });
  expect(loadConfig({}).trustProxy).toBe(false);
});

test("true, a hop count, names, addresses and subnets pass", () => {
  expect(parseTrustProxy("true")).toEqual({ ok: true, value: true });
  expect(parseTrustProxy("2")).toEqual({ ok: true, value: 2 });
  expect(parseTrustProxy("loopback")).toEqual({ ok: true, value: ["loopback"] });
  expect(parseTrustProxy(" Loopback , 10.0.0.0/8, 192.168.1.5, fd00::/8, ::1, uniquelocal, linklocal ")).toEqual({
    ok: true,
    value: ["loopback", "10.0.0.0/8", "192.168.1.5", "fd00::/8", "::1", "uniquelocal", "linklocal"],
  });
  expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
});

test.each([
  "yes",
  "loopbacks",
  "10.0.0.0/33",
  "::1/129",
  "10.0.0.0/8/1",
  "10.0.0.0/",
  "10.0.0.0/-1",
  "256.1.1.1",
  "loopback,,10.0.0.1",
  "nginx.local",
  "21",
  "1.5",
  "-1",
])("a bad TRUST_PROXY stops the start: %s", (raw) => {
  expect(parseTrustProxy(raw).ok).toBe(false);
  expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
});

test("answer size and pool size are range-checked", () => {
  expect(loadConfig({})).toMatchObject({ upstreamMaxBytes: 2 * 1024 * 1024, upstreamMaxSockets: 64 });
  expect(loadConfig({ UPSTREAM_MAX_BYTES: "65536", UPSTREAM_MAX_SOCKETS: "8" })).toMatchObject({
    upstreamMaxBytes: 65_536,
    upstreamMaxSockets: 8,
  });
  expect(() => loadConfig({ UPSTREAM_MAX_BYTES: "100" })).toThrow(/UPSTREAM_MAX_BYTES must be/);
  expect(() => loadConfig({ UPSTREAM_MAX_BYTES: "1e9" })).toThrow(/UPSTREAM_MAX_BYTES must be/);
  expect(() => loadConfig({ UPSTREAM_MAX_SOCKETS: "0" })).toThrow(/UPSTREAM_MAX_SOCKETS must be/);
});
