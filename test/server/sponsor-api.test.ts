// GET /api/homepage/sponsor from the browser: answered by our handler with the names masked by the
// same rule the server-rendered first page uses, whatever the upstream sends; no spelling of the path
// reaches the upstream through the proxy, so a full name never reaches a browser. The list is public
// content: cached here and marked for shared caches, so a flood of reads is not a flood upstream.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { maskName } from "../../shared/lib/mask-name.server.js";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterEach(() => upstream.reset());
afterAll(() => upstream.close());

const FULL_NAMES = ["王小明", "歐陽娜娜", "李四", "善心人士", "Mary Jane Watson"];
const fullRows = FULL_NAMES.map((DonorName, i) => ({
  DonorName,
  Amount: 100 * (i + 1),
  UpdateTime: `2026-10-0${i + 1}T09:00:00+08:00`,
}));
const MASKED = ["王○明", "歐○○娜", "李○", "善心人士", "M○○○n"];

function sendFullNames(): void {
  for (const offset of [0, 10])
    upstream.set(`GET /api/homepage/sponsor?limit=10&offset=${offset}`, {
      data: { SponsorList: fullRows, Total: 15 },
    });
}

describe("GET /api/homepage/sponsor", () => {
  test("page 2: every name masked, amounts and dates as sent, public for the fresh time", async () => {
    sendFullNames();
    const res = await request(buildApp(upstream.url)).get("/api/homepage/sponsor?limit=10&offset=10").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    expect(res.body).toEqual({
      data: { SponsorList: fullRows.map((row, i) => ({ ...row, DonorName: MASKED[i] })), Total: 15 },
    });
    for (const name of FULL_NAMES.filter((name) => name !== "善心人士")) expect(res.text).not.toContain(name);
    expect(upstream.requests.map((r) => r.url)).toContain("/api/homepage/sponsor?limit=10&offset=10");
  });

  test("the same rule as the server-rendered first page", async () => {
    sendFullNames();
    const app = buildApp(upstream.url);
    const html = (await request(app).get("/charity4?id=1").expect(200)).text;
    const json = (await request(app).get("/api/homepage/sponsor?limit=10&offset=0").expect(200)).text;
    for (const [i, name] of FULL_NAMES.entries()) {
      expect(MASKED[i]).toBe(maskName(name));
      expect(html).toContain(`<td>${MASKED[i] ?? ""}</td>`);
      expect(json).toContain(`"DonorName":"${MASKED[i] ?? ""}"`);
    }
    expect(html).not.toContain("王小明");
  });

  test("every spelling of the path is masked by the same handler; never proxied as sent", async () => {
    sendFullNames();
    const app = buildApp(upstream.url);
    for (const path of [
      "/api/homepage/sponsor/?limit=10&offset=10",
      "/API/Homepage/SPONSOR?limit=10&offset=10",
      "/api/homepage/%73ponsor?limit=10&offset=10",
      "/api/homepage/sponso%72?limit=10&offset=10",
      "/api//homepage/sponsor?limit=10&offset=10",
      "/api/homepage/sponsor%2F?limit=10&offset=10",
    ]) {
      const res = await request(app).get(path).expect(200);
      expect(res.text, path).toContain("王○明");
      expect(res.text, path).not.toContain("王小明");
    }
    for (const sent of upstream.requests) expect(sent.url).toMatch(/^\/api\/homepage\/sponsor\?limit=10&offset=10$/);
  });

  test("odd paging is refused before the upstream; a failed upstream is a 502 with a message", async () => {
    const app = buildApp(upstream.url);
    for (const query of ["limit=0", "limit=51", "limit=-1", "offset=x", "offset=1e3", "limit=10&limit=20"]) {
      const res = await request(app).get(`/api/homepage/sponsor?${query}`).expect(400);
      expect(res.body).toEqual({ message: "錯誤的分頁參數" });
    }
    expect(upstream.requests).toEqual([]);
    const defaults = await request(app).get("/api/homepage/sponsor").expect(200);
    expect(defaults.body).toMatchObject({ data: { Total: 23 } });
    expect(upstream.requests.at(-1)?.url).toBe("/api/homepage/sponsor?limit=10&offset=0");
    upstream.fail("GET /api/homepage/sponsor", "500");
    const failed = await request(app).get("/api/homepage/sponsor?limit=10&offset=10").expect(502);
    expect(failed.body).toEqual({ message: "內容服務暫時無法使用，請稍後再試" });
  });

  test("a flood of reads: one upstream call per page per fresh window", async () => {
    sendFullNames();
    const app = buildApp(upstream.url, { contentTtlMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(app).get(`/api/homepage/sponsor?limit=10&offset=${i % 2 === 0 ? 0 : 10}`),
      ),
    );
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200]));
    expect(answers.every((res) => res.headers["cache-control"] === "public, max-age=0, s-maxage=60")).toBe(true);
    expect(upstream.requests.map((r) => r.url).sort()).toEqual([
      "/api/homepage/sponsor?limit=10&offset=0",
      "/api/homepage/sponsor?limit=10&offset=10",
    ]);
  });
});
