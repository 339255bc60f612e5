import type { IncomingMessage, ServerResponse } from "node:http";
import { createStaticHandler, data, redirect, type RouteObject } from "react-router";
import request from "supertest";
import { expect, test } from "vitest";
import { createLogger } from "../../../../server/web/observability/logger.js";
import { sendRouteData } from "../../../../server/web/pages/route-data.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger("info", {
  write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
});

let rootLoads = 0;
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => ++rootLoads,
    children: [
      {
        id: "page",
        path: "page",
        loader: () =>
          data(
            { title: "頁" },
            { headers: { "x-from-loader": "1", "content-type": "text/plain", "content-length": "1" } },
          ),
      },
      { id: "moved", path: "moved", loader: () => redirect("/new") },
      { id: "kept", path: "kept", loader: () => data(null, { status: 302, headers: { location: "/kept-new" } }) },
      { id: "gone", path: "gone", loader: () => data({ gone: true }, { status: 410 }) },
      {
        id: "missing",
        path: "missing",
        loader: () => {
          throw data("no such", { status: 404 });
        },
      },
      {
        id: "broken",
        path: "broken",
        loader: () => {
          throw new Error("upstream exploded");
        },
      },
    ],
  },
];
const handler = createStaticHandler(routes);

const app = (routeId: string) => (req: IncomingMessage, res: ServerResponse) =>
  void sendRouteData(handler, new Request(`http://localhost${req.url ?? "/"}`), routeId, null, res, logger);

test("one route's data, with its loader's headers but not its content type; only that loader runs", async () => {
  const before = rootLoads;
  const res = await request(app("page")).get("/page").expect(200);
  expect(res.body).toEqual({ data: { title: "頁" } });
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["x-from-loader"]).toBe("1");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(rootLoads).toBe(before);
});

test("a status set with data() is kept", async () => {
  const res = await request(app("gone")).get("/gone").expect(410);
  expect(res.body).toEqual({ data: { gone: true } });
});

test("a redirect, thrown or made with data(), is told to the client as JSON", async () => {
  expect((await request(app("moved")).get("/moved").expect(200)).body).toEqual({ redirect: "/new" });
  expect((await request(app("kept")).get("/kept").expect(200)).body).toEqual({ redirect: "/kept-new" });
});

test("a thrown status response is that status; a route not on the path is 403", async () => {
  expect((await request(app("missing")).get("/missing").expect(404)).body).toEqual({
    error: { status: 404, statusText: "Not Found" },
  });
  await request(app("gone")).get("/page").expect(403);
  await request(app("page")).get("/nowhere").expect(403);
});

test("a loader that fails is a 500 without its details, logged with the route", async () => {
  const res = await request(app("broken")).get("/broken").expect(500);
  expect(res.body).toEqual({ error: { status: 500, statusText: "Internal Server Error" } });
  expect(res.text).not.toContain("exploded");
  expect(lines.at(-1)).toMatchObject({ msg: "route data failed", routeId: "broken" });
});

test("a visitor who navigated away gets nothing, and nothing is logged", async () => {
  const aborted = AbortSignal.abort();
  const logged = lines.length;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    await sendRouteData(
      handler,
      new Request(`http://localhost${req.url ?? "/"}`, { signal: aborted }),
      "broken",
      null,
      res,
      logger,
    );
    if (!res.writableEnded) res.end("untouched");
  };
  expect(
    (await request((req: IncomingMessage, res: ServerResponse) => void answer(req, res)).get("/broken")).text,
  ).toBe("untouched");
  expect(lines.length).toBe(logged);
});
