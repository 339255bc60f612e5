// Bad input gets 400 with a Traditional Chinese JSON message, unknown ids 404: nothing takes the process
// down.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { contentRequests } from "./content-requests.js";
import { expectMessage } from "./expect-message.js";

const { app } = contentRequests();

const ID_ENDPOINTS = [
  "getPage",
  "getArticle",
  "getCharity",
  "getCharityActivityList",
  "getCharityActivity",
  "getCharityAlbum",
  "getBuddhism",
  "getBuddhismLesson",
];

describe("ids", () => {
  it.each(ID_ENDPOINTS)("%s: missing, non-numeric, wrong type or non-positive id -> 400", async (name) => {
    for (const body of [
      {},
      { id: "abc" },
      { id: true },
      { id: [1] },
      { id: { n: 1 } },
      { id: 0 },
      { id: -3 },
      { id: 1.5 },
      { id: null },
    ]) {
      expectMessage(await request(app()).post(`/api/website/${name}`).send(body), 400);
    }
  });

  it.each(ID_ENDPOINTS)("%s: unknown id -> 404", async (name) => {
    expectMessage(await request(app()).post(`/api/website/${name}`).send({ id: 987654 }), 404);
  });

  it("accepts an id written as digits", async () => {
    expect((await request(app()).post("/api/website/getPage").send({ id: "1" })).status).toBe(200);
  });

  it("getAlbumContent: albumId validated, unknown album 404", async () => {
    expectMessage(await request(app()).post("/api/website/getAlbumContent").send({}), 400);
    expectMessage(await request(app()).post("/api/website/getAlbumContent").send({ albumId: "x" }), 400);
    expectMessage(await request(app()).post("/api/website/getAlbumContent").send({ albumId: 99999 }), 404);
  });

  it("getPage by pagePath: wrong type 400, unknown path 404", async () => {
    expectMessage(await request(app()).post("/api/website/getPage").send({ pagePath: 5 }), 400);
    expectMessage(await request(app()).post("/api/website/getPage").send({ pagePath: "no-such-page" }), 404);
  });

  it("getPageList: menuPath required and a string", async () => {
    expectMessage(await request(app()).post("/api/website/getPageList").send({}), 400);
    expectMessage(
      await request(app())
        .post("/api/website/getPageList")
        .send({ menuPath: ["x"] }),
      400,
    );
    const unknown = await request(app()).post("/api/website/getPageList").send({ menuPath: "nothing" });
    expect(unknown.body).toEqual({ data: { pageDataList: [] } });
  });

  it("pageResource: non-numeric 400, unknown 404", async () => {
    expectMessage(await request(app()).get("/api/homepage/pageResource/0/abc"), 400);
    expectMessage(await request(app()).get("/api/homepage/pageResource/0/99"), 404);
  });

  it("sponsor: limit 1..50 and offset >= 0", async () => {
    for (const query of ["limit=0", "limit=51", "limit=abc", "offset=-1", "offset=1.5", "limit=5&limit=6"]) {
      expectMessage(await request(app()).get(`/api/homepage/sponsor?${query}`), 400);
    }
  });
});

describe("bodies", () => {
  it("malformed JSON -> 400", async () => {
    const response = await request(app())
      .post("/api/website/getPage")
      .set("Content-Type", "application/json")
      .send('{"id": 1');
    expectMessage(response, 400);
  });

  it("a JSON array or a non-JSON body -> 400", async () => {
    expectMessage(await request(app()).post("/api/website/getPage").send([1]), 400);
    expectMessage(
      await request(app()).post("/api/website/getPage").set("Content-Type", "text/plain").send("id=1"),
      400,
    );
    expectMessage(await request(app()).post("/api/homepage/donate").set("Content-Type", "text/plain").send("x"), 400);
  });

  it("a body over 16 kB -> 413 with a message", async () => {
    const response = await request(app())
      .post("/api/homepage/donate")
      .send({ amount: 600, name: "王".repeat(20_000), phone: "0912345678" });
    expectMessage(response, 413);
  });

  it("a compressed body that does not decompress -> 400, JSON and form routes alike", async () => {
    for (const encoding of ["br", "gzip", "deflate"]) {
      expectMessage(
        await request(app())
          .post("/api/website/getPage")
          .set("Content-Type", "application/json")
          .set("Content-Encoding", encoding)
          .send("this is not compressed"),
        400,
      );
      const callback = await request(app())
        .post("/api/payment/ecpay/return")
        .set("Content-Type", "application/x-www-form-urlencoded")
        .set("Content-Encoding", encoding)
        .send("this is not compressed");
      expect(callback.status).toBe(400);
    }
  });

  it("an unknown content encoding -> 415", async () => {
    const response = await request(app())
      .post("/api/website/getPage")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", "zstd-or-something")
      .send("{}");
    expectMessage(response, 415);
  });
});
