// The shipped deploy files agree with the app: the service stops within its timeout, runs the heap
// flags of `npm run serve`, and nginx's limits and timeouts match the app's defaults.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { loadContentConfig } from "../../server/content-service/config.js";
import { loadConfig } from "../../server/web/config.js";
import { donationPostPaths } from "../../server/web/routing/sort-request.js";
import { routes } from "../../shared/routes/route-table.js";

const unit = readFileSync("deploy/website@.service", "utf8");
const nginx = readFileSync("deploy/nginx.conf", "utf8");
const envExample = readFileSync("deploy/website.env.example", "utf8");
const defaults = loadConfig({});

/** Every value of `key=` in the unit, in order. */
function unitValues(key: string): string[] {
  return unit
    .split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

function seconds(value: string | undefined): number {
  const match = /^(\d+)(s|ms)?$/.exec(value ?? "");
  if (!match) throw new Error(`not a duration: ${value}`);
  return match[2] === "ms" ? Number(match[1]) / 1000 : Number(match[1]);
}

/** A directive's value in the nginx file; the first one when the block is not named. */
function directive(name: string, within = nginx): string | undefined {
  return new RegExp(`^\\s*${name}\\s+([^;]+);`, "m").exec(within)?.[1];
}

const envFile = Object.fromEntries(
  envExample
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);

test("the service stops with SIGTERM, restarts on failure, and waits longer than the app's grace period", () => {
  expect(unitValues("KillSignal")).toEqual(["SIGTERM"]);
  expect(unitValues("Restart")).toEqual(["on-failure"]);
  const stop = seconds(unitValues("TimeoutStopSec")[0]);
  expect(stop * 1000).toBeGreaterThan(defaults.shutdownGraceMs);
  expect(stop * 1000).toBeGreaterThan(Number(envFile.SHUTDOWN_GRACE_MS));
});

test("the service runs as its own user with production settings from an environment file", () => {
  expect(unitValues("User")).toEqual(["website"]);
  expect(unitValues("Environment")).toContain("NODE_ENV=production");
  expect(unitValues("Environment")).toContain("PORT=%i");
  // nginx on the same host names the visitor; the app trusts only it.
  expect(unitValues("Environment")).toContain("HOST=127.0.0.1");
  expect(unitValues("Environment")).toContain("TRUST_PROXY=loopback");
  expect(unitValues("EnvironmentFile")).toEqual(["/etc/website/website.env"]);
});

test("the service runs the server with the heap flags of `npm run serve`", () => {
  const serve = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } }).scripts.serve;
  expect(unitValues("ExecStart")).toEqual([serve.replace(/^node /, "/usr/bin/node ")]);
});

test("the example environment file is valid and leaves the per-instance values to the unit", () => {
  expect(() => loadConfig(envFile)).not.toThrow();
  for (const name of ["PORT", "HOST", "METRICS_PORT"]) expect(envFile).not.toHaveProperty(name);
});

test("nginx's body limit is BODY_LIMIT_BYTES, its timeouts fit the app's", () => {
  expect(directive("client_max_body_size")).toBe(`${defaults.bodyLimitBytes / 1024}k`);
  expect(Number(envFile.BODY_LIMIT_BYTES)).toBe(defaults.bodyLimitBytes);
  const upstreamBlock = /upstream website_app \{[^}]*\}/.exec(nginx)?.[0] ?? "";
  // nginx closes idle upstream connections before the app does.
  expect(seconds(directive("keepalive_timeout", upstreamBlock)) * 1000).toBeLessThan(defaults.keepAliveTimeoutMs);
  // The app's own deadlines end a slow answer before nginx gives up on it.
  const read = seconds(directive("proxy_read_timeout")) * 1000;
  expect(read).toBeGreaterThan(defaults.renderTimeoutMs);
  expect(read).toBeGreaterThan(defaults.upstreamTimeoutMs);
});

test("nginx's donation limit covers exactly the app's donation posts, as many per window as the app allows", () => {
  const pattern = /"~\*\^POST ([^"]+)" \$binary_remote_addr;/.exec(nginx)?.[1] ?? "";
  const limited = new RegExp(`^${pattern}`, "i");
  const posts = donationPostPaths(routes);
  expect(posts).toEqual(expect.arrayContaining(["/api/homepage/donate", "/charity4", "/charity"]));
  for (const path of posts) {
    expect(limited.test(path), path).toBe(true);
    expect(limited.test(`${path}/`), path).toBe(true);
    expect(limited.test(path.toUpperCase()), path).toBe(true);
  }
  for (const path of ["/charity1", "/charity41", "/api/homepage/donated", "/api/homepage/slider", "/"])
    expect(limited.test(path), path).toBe(false);
  // A burst of DONATION_RATE_LIMIT, then the bucket drains at the app's average rate.
  const zone = /limit_req_zone \S+ zone=website_donations:\S+ rate=(\d+)r\/m;/.exec(nginx);
  const perMinute = Number(zone?.[1]);
  expect(perMinute * (defaults.donationRateWindowMs / 60_000)).toBe(defaults.donationRateLimit);
  for (const burst of nginx.matchAll(/limit_req zone=website_donations burst=(\d+) nodelay;/g))
    expect(Number(burst[1]) + 1).toBe(defaults.donationRateLimit);
  expect([...nginx.matchAll(/limit_req zone=website_donations /g)].length).toBe(2);
});

test("nginx never stores the API or ECPay's callbacks, and stores pages only as the app's headers say", () => {
  const api = /location ~\* \^\/api\(\/\|\$\) \{[^}]*\}/.exec(nginx)?.[0] ?? "";
  expect(api).toContain("proxy_pass http://website_app;");
  expect(api).not.toContain("proxy_cache");
  const pages = /location \/ \{\n {8}proxy_pass[^}]*\}/.exec(nginx)?.[0] ?? "";
  expect(directive("proxy_cache", pages)).toBe("website_pages");
  // No fixed validity: an answer without public freshness from the app is never stored.
  expect(nginx).not.toMatch(/^\s*(proxy_cache_valid|proxy_ignore_headers)\s/m);
  expect(directive("proxy_cache_use_stale", pages)).toMatch(/^updating error timeout .*http_502 http_503/);
  expect(directive("proxy_cache_background_update", pages)).toBe("on");
  expect(directive("proxy_cache_lock", pages)).toBe("on");
});

/** The example with one of its two commented blocks uncommented and its placeholders filled, as the unit reads it. */
function exampleWithBlock(block: 1 | 2, fill: Record<string, string>): Record<string, string> {
  const parts = envExample.split(/^# Block \d: /m);
  const chosen = (parts[block] ?? "").replace(/^#([A-Z_]+=)/gm, "$1");
  const text = [parts[0], chosen].join("\n").replaceAll("example.org", "www.example.org");
  const env: Record<string, string> = { NODE_ENV: "production" };
  for (const line of text.split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match?.[1]) env[match[1]] = fill[match[1]] ?? match[2] ?? "";
  }
  return env;
}

test("the example works for either setup by uncommenting one block (issue 34)", () => {
  const keys = { ECPAY_MERCHANT_ID: "3100001", ECPAY_HASH_KEY: "merchantOwnKey01", ECPAY_HASH_IV: "merchantOwnIv001" };
  const embedded = loadConfig(exampleWithBlock(1, keys));
  expect(embedded).toMatchObject({ upstreamUrl: null, publicUrl: "https://www.example.org" });
  expect(embedded.paymentGatewayUrl).toMatch(/^https:\/\/payment\.ecpay\.com\.tw\//);
  // The embedded service takes the filled block; left as shipped, the key placeholders are refused by name.
  expect(loadContentConfig(exampleWithBlock(1, keys)).payment.hashKey).toBe("merchantOwnKey01");
  expect(() => loadContentConfig(exampleWithBlock(1, {}))).toThrow(/ECPAY_MERCHANT_ID/);
  expect(loadConfig(exampleWithBlock(2, {}))).toMatchObject({ upstreamUrl: "http://10.0.0.20:4000" });
});
