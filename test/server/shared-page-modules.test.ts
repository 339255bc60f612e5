// Routes that share a page module (/page and /page2; /buddhism1 to /buddhism4) take their difference
// from the route they serve, so it must hold for client navigations too: there the loader runs for
// one route id (`?_data=`, react-router's queryRoute) rather than for a whole page render.
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestUpstream, type TestUpstream } from "../fixtures/test-upstream.js";
import { buildApp } from "./app-harness.js";

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream.close());

async function routeData(path: string, routeId: string): Promise<unknown> {
  const url = `${path}${path.includes("?") ? "&" : "?"}_data=${routeId}`;
  const res = await request(buildApp(upstream.url)).get(url).set("accept", "application/json").expect(200);
  return res.body;
}

test("/page follows the typeId, /page2 always the typeId 2 layout, for the same content page", async () => {
  expect(await routeData("/page?id=5", "page")).toMatchObject({ data: { id: 5, layout: "type1" } });
  expect(await routeData("/page2?id=5", "page2")).toMatchObject({ data: { id: 5, layout: "type2" } });
});

test.each([1, 2, 3, 4])("/buddhism%i loads its own hall", async (n) => {
  expect(await routeData(`/buddhism${n}`, `buddhism${n}`)).toMatchObject({ data: { n } });
});
