// The pull's list of calls is the contract's (docs/content-api.md, "The calls"), and a pull of the test
// upstream makes every call the list says it pulls: a new endpoint in the doc fails here until a step pulls it
// or it is named as not pulled.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { NOT_PULLED, PULLED } from "../../../server/content-service/content-files/pull-endpoints.js";
import { pullContent } from "../../../server/content-service/content-files/pull-content.js";
import { startTestUpstream, type TestUpstream } from "../../fixtures/test-upstream.js";
import { answerDistinctRecords } from "./distinct-records.js";

let dir: string;
let upstream: TestUpstream;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pull-endpoints-"));
  upstream = await startTestUpstream();
  answerDistinctRecords(upstream);
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Each call the doc names in bold under "The calls", its query left out. */
function contractCalls(): string[] {
  const doc = fs.readFileSync("docs/content-api.md", "utf8");
  const section = doc.slice(doc.indexOf("\n## The calls"), doc.indexOf("\n## ", doc.indexOf("\n## The calls") + 1));
  return [...section.matchAll(/\*\*`((?:GET|POST) \/api\/[^`?]+)[^`]*`\*\*/g)].map((m) => m[1] ?? "");
}

test("the pull's calls and those it leaves are, together, the calls of docs/content-api.md", () => {
  const listed = [...Object.values(PULLED), ...NOT_PULLED];
  expect(new Set(listed).size).toBe(listed.length);
  expect(new Set(listed)).toEqual(new Set(contractCalls()));
});

test("a pull asks the upstream every call the list says it pulls", async () => {
  // The test upstream's menu links no charity: one asked for, as the command's --charity does.
  await pullContent({ from: upstream.url, out: path.join(dir, "pulled"), charityIds: [1] });
  const asked = new Set(upstream.requests.map((request) => `${request.method} ${request.url.split("?")[0] ?? ""}`));
  expect(Object.values(PULLED).filter((call) => !asked.has(call))).toEqual([]);
  expect(NOT_PULLED.filter((call) => asked.has(call))).toEqual([]);
});
