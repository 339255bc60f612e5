// Metric labels are route templates: a bounded set whatever URL a visitor asks for.
import { expect, test } from "vitest";
import { createRouteLabeler } from "../../../../../server/web/observability/metrics/route-label.js";
import { upstreamEndpoint } from "../../../../../server/web/observability/metrics/recorder.js";
import { routes } from "../../../../../shared/routes/route-table.js";

const label = createRouteLabeler(routes);

test("pages are labelled by their route template, query strings and ids dropped", () => {
  expect(label("/")).toBe("/");
  expect(label("/page3?id=12345")).toBe("/page3");
  expect(label("/about")).toBe("/about");
  expect(label("/charity1?id=2")).toBe("/charity1");
  expect(label("/buddhism2")).toBe("/buddhism2");
  expect(label("/about?_data=routes%2Fabout")).toBe("/about (data)");
});

test("every unknown path collapses to one label", () => {
  expect(label("/no/such/page")).toBe("/*");
  expect(label("/wp-admin.php?x=1")).toBe("/*");
  expect(label(`/${"a".repeat(300)}`)).toBe("/*");
});

test("/api and /media: allow-listed endpoints by name, numbers and free names by template, the rest fixed", () => {
  expect(label("/api/homepage/slider")).toBe("/api/homepage/slider");
  expect(label("/api/website/getPage")).toBe("/api/website/getPage");
  expect(label("/api/homepage/pageResource/0/7")).toBe("/api/homepage/pageResource/:section/:id");
  expect(label("/api/homepage/sponsor?limit=10&offset=20")).toBe("/api/homepage/sponsor");
  expect(label("/api/website/getSecrets")).toBe("/api/*");
  expect(label("/api/payment-sandbox/checkout")).toBe("/api/payment-sandbox/*");
  expect(label("/api")).toBe("/api/*");
  expect(label("/media/albums/1/photo-3.jpg")).toBe("/media/*");
  expect(label("/media")).toBe("/media/*");
});

test("static files by directory or name", () => {
  expect(label("/assets/main-ABC123.js")).toBe("/assets/*");
  expect(label("/images/logo.svg")).toBe("/images/*");
  expect(label("/favicon.svg")).toBe("/favicon.svg");
});

test("upstream endpoints: numbers and queries out", () => {
  expect(upstreamEndpoint("/api/homepage/pageResource/0/13")).toBe("/api/homepage/pageResource/:n/:n");
  expect(upstreamEndpoint("/api/homepage/sponsor?limit=10&offset=0")).toBe("/api/homepage/sponsor");
  expect(upstreamEndpoint("/api/website/getPage")).toBe("/api/website/getPage");
});
