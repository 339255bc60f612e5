// The page key as a GET's sorting makes it (routing/sort-request.ts, routing/page-key.ts).
import { expect, test } from "vitest";
import { createSorter } from "../../../../server/web/routing/sort-request.js";
import { routes } from "../../../../shared/routes/route-table.js";

const sorter = createSorter(routes);

/** The shared page a GET asks for, or null when it is sorted otherwise (one visitor's, a file, the API). */
const target = (url: string) => {
  const sorted = sorter.sort("GET", url);
  return sorted.kind === "page" ? sorted.target : null;
};

test("query parameters no route reads share one key and render the bare URL", () => {
  expect(target("/?x=1")).toEqual(target("/?x=2"));
  expect(target("/?x=1")).toEqual({ key: "root/corporate/home", url: "/", notFound: false });
  expect(target("/about?utm_source=a&id=3")?.url).toBe("/about");
});

test("the parameters a route reads stay in its key; the rest go", () => {
  expect(target("/page?id=1&x=2")).toEqual({ key: "root/corporate/page?id=1", url: "/page?id=1", notFound: false });
  expect(target("/page?id=1")?.key).not.toBe(target("/page?id=2")?.key);
  expect(target("/page?id=1&id=2")?.url).toBe("/page?id=1");
  expect(target("/buddhismIntro?id=2&y=1")?.url).toBe("/buddhismIntro?id=2");
});

test("a layout's parameters count for all its pages, in a fixed order", () => {
  expect(target("/charity4?sponsorPage=2&id=1&activityID=5&x=9")).toEqual({
    key: "root/charity/charity4?activityID=5&id=1&sponsorPage=2",
    url: "/charity4?activityID=5&id=1&sponsorPage=2",
    notFound: false,
  });
  expect(target("/charity2?id=1&activityID=5")?.url).toBe("/charity2?id=1");
});

test("a returning donor's payment result is that donor's own page: no shared target", () => {
  expect(target("/charity4?id=1&status=success&order_no=A1")).toBeNull();
  expect(target("/charity4?id=1&order_no=A1")).toBeNull();
  expect(target("/charity?path=x&status=fail&errmsg=no")).toBeNull();
  expect(target("/charity4?id=1&sponsorPage=2")?.url).toBe("/charity4?id=1&sponsorPage=2");
});

test("result parameters on a page that shows no result are ignored: the stored page", () => {
  for (const query of ["status=1", "order_no=A1", "errmsg=x", "monthly=1000000-99"]) {
    expect(target(`/about?${query}`)).toEqual(target("/about"));
    expect(target(`/charity1?id=1&${query}`)).toEqual(target("/charity1?id=1"));
    expect(target(`/page?id=3&${query}`)).toEqual(target("/page?id=3"));
  }
});

test("case and unknown paths: one key per route", () => {
  expect(target("/About")?.key).toBe(target("/about")?.key);
  expect(target("/no-such-page")?.key).toBe(target("/other/missing?x=1")?.key);
});

test("a path only the catch-all matches is marked not found: every other handler's paths look like that", () => {
  for (const path of ["/no-such-page", "/sitemap.xml", "/healthz", "/about/x"])
    expect(target(path)?.notFound).toBe(true);
  for (const path of ["/", "/about", "/page3?id=1", "/charity1", "/buddhism"])
    expect(target(path)?.notFound).toBe(false);
});

test("a parameter is keyed by its parsed value: other spellings of one id are one key and render as it", () => {
  const canonical = { key: "root/corporate/page?id=1", url: "/page?id=1", notFound: false };
  for (const spelling of ["01", "%201", "1%20", "+1", "0001"])
    expect(target(`/page?id=${spelling}`)).toEqual(canonical);
  expect(target("/buddhismLesson?id=007")?.url).toBe("/buddhismLesson?id=7");
  expect(target("/charity4?id=01&activityID=05&sponsorPage=02")?.url).toBe("/charity4?activityID=5&id=1&sponsorPage=2");
  expect(target("/charity?path=%20donate-general%20")?.url).toBe("/charity?path=donate-general");
});

test("every id no content can have is one key per page, whose render is that page's not-found answer", () => {
  const junk = { key: "root/corporate/page3?id=", url: "/page3?id=", notFound: false };
  for (const value of ["junk1", "junk2", "0", "-1", "1.5", "1e3", "", "9999999999", "%EF%BC%91"])
    expect(target(`/page3?id=${value}`)).toEqual(junk);
  // No id at all is the page's own empty layout, not the not-found answer.
  expect(target("/page3")?.key).toBe("root/corporate/page3");
});

test("a value a page treats as absent is keyed as absent", () => {
  // The charity pages send a visitor without a valid id home: one key, one redirect.
  expect(target("/charity1?id=junk")?.key).toBe(target("/charity1")?.key);
  expect(target("/charity4?id=1&activityID=x")?.key).toBe(target("/charity4?id=1")?.key);
  // The first sponsor page is the page without the parameter.
  for (const value of ["1", "x", "0", "-2", ""])
    expect(target(`/charity4?id=1&sponsorPage=${value}`)?.key).toBe(target("/charity4?id=1")?.key);
  expect(target("/charity?path=%20%20")?.key).toBe(target("/charity")?.key);
});

test("a page's render URL keys to itself: the render cannot depend on what the key left out", () => {
  const asked = [
    "/page?id=%2007&x=1",
    "/page2?id=junk",
    "/article?id=",
    "/charity4?sponsorPage=x&id=003&activityID=a",
    "/charity?path=%20a%26b%20&sponsorPage=3",
    "/buddhismIntro?id=1&id=2",
    "/no-such/page?id=1",
  ];
  for (const url of asked) {
    const first = target(url);
    expect(first && target(first.url), url).toEqual(first);
  }
});

test("a flood of distinct paths keeps every key right", () => {
  for (let i = 0; i < 2100; i++) expect(target(`/missing-${i}?id=${i}`)?.url).toBe(`/missing-${i}`);
  expect(target("/about?id=1")).toEqual({ key: "root/corporate/about", url: "/about", notFound: false });
  expect(target("/page?id=2")).toEqual({ key: "root/corporate/page?id=2", url: "/page?id=2", notFound: false });
});

test("one visitor's own page (the ATM account) has no shared key, so its order number is never cut away", () => {
  expect(target("/donation/atm?order_no=D20261126000000ABCDEFG")).toBeNull();
  expect(target("/donation/atm")).toBeNull();
});

test("a page renders from its canonical URL: the route table's spelling of the path, whatever was asked", () => {
  expect(target("/REWARD/")).toEqual(target("/reward"));
  expect(target("/REWARD/")?.url).toBe("/reward");
  expect(target("/branchlist")?.url).toBe("/branchList");
  expect(target("/CHARITY4/?ID=1&id=2&activityID=3&x=1")?.url).toBe("/charity4?activityID=3&id=2");
  // A not-found page keeps the path as asked; its head names no canonical URL.
  expect(target("/no-such/page")).toMatchObject({ url: "/no-such/page", notFound: true });
});
