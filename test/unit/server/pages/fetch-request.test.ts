import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { INTERNAL_ORIGIN, toFetchRequest } from "../../../../server/web/pages/fetch-request.js";
import { pageRequests } from "../../../../server/web/pages/page-post.js";
import { createLogger } from "../../../../server/web/observability/logger.js";
import type { Sorted } from "../../../../server/web/routing/sort-request.js";

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Converts each request and answers with what the Fetch Request holds. */
function app() {
  const convert = async (req: IncomingMessage, res: ServerResponse) => {
    const converted = toFetchRequest(req, new AbortController().signal, "/charity4?id=1");
    const seen: Seen = {
      url: converted.url,
      method: converted.method,
      headers: Object.fromEntries(converted.headers),
      body: converted.body ? await converted.text() : null,
    };
    res.end(JSON.stringify(seen));
  };
  const form: Sorted = { kind: "form-post", label: "/charity4" };
  const sorter = { of: () => form, sort: () => form };
  return express()
    .use(pageRequests({ sorter, bodyLimit: 1000, logger: createLogger("silent") }))
    .use((req, res) => void convert(req, res));
}
const seen = (res: request.Response) => JSON.parse(res.text) as Seen;

test("the URL is the given one on the fixed origin, whatever Host the visitor sent", async () => {
  const res = await request(app()).get("/x").set("host", "evil.example").expect(200);
  expect(seen(res)).toEqual({ url: `${INTERNAL_ORIGIN}/charity4?id=1`, method: "GET", headers: {}, body: null });
});

test("a read carries no headers; a post carries its headers and the body page-post read", async () => {
  const res = await request(app()).post("/charity4").type("form").set("x-extra", "1").send("amount=100").expect(200);
  const post = seen(res);
  expect(post.method).toBe("POST");
  expect(post.body).toBe("amount=100");
  expect(post.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(post.headers["x-extra"]).toBe("1");
  const head = await request(app()).head("/").expect(200);
  expect(head.text).toBeUndefined();
});
