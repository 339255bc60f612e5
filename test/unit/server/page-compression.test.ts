import type { Request } from "express";
import { expect, test } from "vitest";
import { writesItsOwnHtml } from "../../../server/web/pages/page-compression.js";

const req = (method: string, originalUrl: string) => ({ method, originalUrl }) as Request;

test("page GETs and HEADs are left to the page handler", () => {
  for (const url of ["/", "/about", "/page3?id=1", "/charity4?activityID=2&x=_data"])
    expect(writesItsOwnHtml(req("GET", url)), url).toBe(true);
  expect(writesItsOwnHtml(req("HEAD", "/"))).toBe(true);
});

test("everything else keeps the compression middleware", () => {
  for (const url of ["/?_data=home", "/page?id=1&_data=page", "/api/homepage/slider", "/media/x.svg"])
    expect(writesItsOwnHtml(req("GET", url)), url).toBe(false);
  for (const url of ["/sitemap.xml", "/sitemap-2.xml", "/robots.txt", "/images/logo.svg", "/favicon.svg"])
    expect(writesItsOwnHtml(req("GET", url)), url).toBe(false);
  expect(writesItsOwnHtml(req("POST", "/charity4"))).toBe(false);
});
