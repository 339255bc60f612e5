// A step's tools: a GET call sends no body and a POST its body, a YAML file is written at its path (its
// folder made) and counted, and a refused answer is told to skip and read as no record.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { PullBudget } from "../../../../server/content-service/content-files/pull-fetch.js";
import { DEFAULT_PULL_LIMITS } from "../../../../server/content-service/content-files/pull-options.js";
import { createPullRun } from "../../../../server/content-service/content-files/pull-steps/pull-run.js";
import { startTestUpstream, type TestUpstream } from "../../../fixtures/test-upstream.js";

let dir: string;
let upstream: TestUpstream;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-run-"));
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("calls by their method, writes YAML, counts files and reports what it skipped", async () => {
  const budget = new PullBudget(DEFAULT_PULL_LIMITS);
  const skipped: string[] = [];
  const pull = createPullRun(budget, upstream.url, dir, (address) => skipped.push(address));
  try {
    const any = z.unknown();
    expect(await pull.run.call(any, "GET /api/homepage/slider")).not.toBeNull();
    expect(await pull.run.call(any, "POST /api/website/getPage", { id: 5 })).not.toBeNull();
    upstream.fail("POST /api/website/getCharity", "bad-json");
    expect(await pull.run.call(any, "POST /api/website/getCharity", { id: 1 })).toBeNull();
    pull.run.write("home/slider", { slides: [{ title: "標題" }] });
  } finally {
    budget.end();
  }
  const requests = upstream.requests.map((request) => `${request.method} ${request.url} ${request.body}`);
  expect(requests.slice(0, 2)).toEqual(["GET /api/homepage/slider ", 'POST /api/website/getPage {"id":5}']);
  expect(skipped).toEqual(['POST /api/website/getCharity {"id":1}']);
  expect(fs.readFileSync(path.join(dir, "home/slider.yaml"), "utf8")).toBe("slides:\n  - title: 標題\n");
  expect(pull.files()).toBe(1);
  expect(pull.media()).toBe(0);
});
