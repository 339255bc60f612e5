// One sorting per request: what it is, and the metrics label that names it (a bounded set whatever is asked).
import type { RouteObject } from "react-router";
import { expect, test } from "vitest";
import { createSorter, donationPostPaths } from "../../../../server/web/routing/sort-request.js";
import { upstreamEndpoint } from "../../../../server/web/observability/metrics/recorder.js";
import { CONTENT_ID } from "../../../../shared/lib/query-params.js";
import { lazyPage } from "../../../../shared/routes/lazy-page.js";
import { routes } from "../../../../shared/routes/route-table.js";

const sorter = createSorter(routes);
const label = (url: string, method = "GET") => sorter.sort(method, url).label;
const kind = (url: string, method = "GET") => sorter.sort(method, url).kind;

test("pages are labelled by their route template, query strings and ids dropped", () => {
  expect(label("/")).toBe("/");
  expect(label("/page3?id=12345")).toBe("/page3");
  expect(label("/About/")).toBe("/about");
  expect(label("/charity1?id=2")).toBe("/charity1");
  expect(label("/buddhism2")).toBe("/buddhism2");
  expect(label("/about?_data=routes%2Fabout")).toBe("/about (data)");
});

test("every unknown path collapses to one label", () => {
  expect(label("/no/such/page")).toBe("/*");
  expect(label("/wp-admin.php?x=1")).toBe("/*");
  expect(label(`/${"a".repeat(300)}`)).toBe("/*");
  expect(label("http://evil.example/")).toBe("/*");
});

test("/api and /media: allow-listed endpoints by name, numbers and free names by template, the rest fixed", () => {
  expect(label("/api/homepage/slider")).toBe("/api/homepage/slider");
  expect(label("/api/website/getPage", "POST")).toBe("/api/website/getPage");
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
});

test("the donation API is one thing however its path is spelled, and never the proxy's", () => {
  for (const spelling of [
    "/api/homepage/donate",
    "/api/homepage/%64onate",
    "/API/HOMEPAGE/DONATE",
    "/api//homepage/donate/",
    "/api/x/../homepage/donate",
  ])
    expect(sorter.sort("POST", spelling)).toEqual({
      kind: "donation-api",
      method: "creditCard",
      label: "/api/homepage/donate",
    });
  expect(sorter.sort("POST", "/api/homepage/%64onate/ATM")).toMatchObject({ method: "bankTransfer" });
  expect(kind("/api/homepage/donated", "POST")).toBe("proxy");
});

test("only the donation pages take a form post, however spelled; other methods and pages are refused", () => {
  expect(kind("/Charity%34/?id=1", "POST")).toBe("form-post");
  expect(kind("/%63harity?path=donate-general", "POST")).toBe("form-post");
  expect(sorter.sort("POST", "/charity3?id=1")).toMatchObject({
    kind: "page-refused",
    status: 405,
    allow: "GET, HEAD",
  });
  expect(sorter.sort("PUT", "/charity4")).toMatchObject({
    kind: "page-refused",
    status: 405,
    allow: "GET, HEAD, POST",
  });
  expect(sorter.sort("POST", "/no-such")).toMatchObject({ kind: "page-refused", status: 404 });
  expect(donationPostPaths(routes).sort()).toEqual([
    "/api/homepage/donate",
    "/api/homepage/donate/atm",
    "/charity",
    "/charity4",
  ]);
});

test("one visitor's own pages are rendered live: the ATM account, a result on a donation page", () => {
  expect(kind("/donation/atm?order_no=D1")).toBe("live");
  expect(kind("/charity4?id=1&status=success")).toBe("live");
  expect(kind("/charity?path=x&monthly=1000-6")).toBe("live");
  expect(kind("/about?status=success")).toBe("page");
  expect(kind("/charity4?id=1&_data=charity4")).toBe("data");
});

test("a new route needs one entry in the table: keyed, limited and labelled by it", () => {
  const added: RouteObject = {
    id: "pledge",
    path: "pledge",
    ...lazyPage("corporate/page", () => import("../../../../shared/routes/corporate/page.js"), {
      reads: [CONTENT_ID],
      formPost: true,
    }),
  };
  const table: RouteObject[] = [
    { id: "root", path: "/", children: [{ id: "corporate", children: [added, { id: "not-found", path: "*" }] }] },
  ];
  const withPledge = createSorter(table);
  expect(withPledge.sort("GET", "/Pledge?id=07&utm=x")).toMatchObject({
    kind: "page",
    label: "/pledge",
    target: { key: "root/corporate/pledge?id=7", url: "/pledge?id=7", notFound: false },
  });
  expect(withPledge.sort("POST", "/pledge")).toEqual({ kind: "form-post", label: "/pledge" });
  expect(donationPostPaths(table)).toContain("/pledge");
  expect(createSorter(routes).sort("GET", "/pledge").label).toBe("/*");
});
