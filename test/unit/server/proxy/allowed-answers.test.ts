import { expect, test } from "vitest";
import { checkAnswer, mediaTypeOf, type AnswerKind } from "../../../../server/web/proxy/allowed-answers.js";

const passes = (kind: AnswerKind, status: number, type?: string, location?: string) =>
  checkAnswer(kind, status, type, location).pass;

test("media paths pass images, video and audio only", () => {
  expect(passes("media", 200, "image/svg+xml; charset=utf-8")).toBe(true);
  expect(passes("media", 200, "IMAGE/PNG")).toBe(true);
  expect(passes("media", 206, "video/webm")).toBe(true);
  expect(passes("media", 200, "audio/mpeg")).toBe(true);
  for (const type of [
    "text/html",
    "application/javascript",
    "text/javascript",
    "application/json",
    "text/css",
    "",
    "image",
  ])
    expect(passes("media", 200, type), type).toBe(false);
  expect(passes("media", 200, undefined)).toBe(false);
  // A redirect could send the visitor anywhere from our origin.
  expect(passes("media", 302, "image/png", "https://evil.example/x.png")).toBe(false);
  expect(passes("media", 500, "image/png")).toBe(false);
});

test("a missing media file is our own 404, not the upstream's body, and not worth a warning", () => {
  expect(checkAnswer("media", 404, "text/html", undefined)).toMatchObject({ pass: false, status: 404, expected: true });
  expect(checkAnswer("media", 416, "text/html", undefined)).toMatchObject({ pass: false, status: 416, expected: true });
  expect(checkAnswer("media", 200, "text/html", undefined)).toMatchObject({
    pass: false,
    status: 502,
    expected: false,
  });
});

test("content calls pass JSON only, whatever the status; donations also HTML", () => {
  expect(passes("json", 200, "application/json; charset=utf-8")).toBe(true);
  expect(passes("json", 400, "application/json")).toBe(true);
  expect(passes("json", 200, "application/problem+json")).toBe(true);
  expect(passes("json", 200, "text/html")).toBe(false);
  expect(passes("json", 500, "text/html")).toBe(false);
  expect(passes("json", 200, "text/plain")).toBe(false);
  expect(passes("json", 302, "application/json", "/x")).toBe(false);
});

test("bodiless answers pass: not modified, no content", () => {
  expect(passes("media", 304, undefined)).toBe(true);
  expect(passes("json", 204, undefined)).toBe(true);
});

test("the sandbox may redirect within the site only; the callback answers text", () => {
  expect(passes("sandbox", 302, undefined, "/charity4?id=1&status=success")).toBe(true);
  expect(passes("sandbox", 302, undefined, "https://evil.example/")).toBe(false);
  expect(passes("sandbox", 302, undefined, "//evil.example/")).toBe(false);
  expect(passes("sandbox", 302, undefined, "/\\evil.example/")).toBe(false);
  expect(passes("sandbox", 302, undefined, undefined)).toBe(false);
  expect(passes("sandbox", 200, "text/css")).toBe(true);
  expect(passes("sandbox", 200, "application/javascript")).toBe(false);
  expect(passes("gateway-callback", 200, "text/plain; charset=utf-8")).toBe(true);
  expect(passes("gateway-callback", 200, "text/html")).toBe(false);
});

test("media types are compared without parameters or case", () => {
  expect(mediaTypeOf(" Application/JSON ; charset=utf-8")).toBe("application/json");
  expect(mediaTypeOf(undefined)).toBe("");
});

test("the gateway's browser return passes only a 303 back to a page of this site", () => {
  expect(passes("gateway-result", 303, undefined, "/charity4?id=1&order_no=D1&status=success")).toBe(true);
  expect(passes("gateway-result", 303, undefined, "https://evil.example/")).toBe(false);
  expect(passes("gateway-result", 303, undefined, "//evil.example/")).toBe(false);
  expect(passes("gateway-result", 302, undefined, "/charity4?id=1")).toBe(false);
  expect(passes("gateway-result", 200, "text/html")).toBe(false);
  expect(passes("gateway-result", 303, undefined, undefined)).toBe(false);
});

// The client redirect's answer may only be a 303 to a page of this site or a short error.
test("gateway-redirect answers: a 303 within the site, or a text/JSON error", () => {
  expect(checkAnswer("gateway-redirect", 303, undefined, "/donation/atm?order_no=A1")).toEqual({ pass: true });
  for (const away of ["https://evil.test/", "//evil.test/x", "/\\evil.test", undefined])
    expect(checkAnswer("gateway-redirect", 303, undefined, away).pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 302, undefined, "/donation/atm").pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 200, "text/html", undefined).pass).toBe(false);
  expect(checkAnswer("gateway-redirect", 415, "text/plain; charset=utf-8", undefined)).toEqual({ pass: true });
  expect(checkAnswer("gateway-redirect", 413, "application/json", undefined)).toEqual({ pass: true });
});
