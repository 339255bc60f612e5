// /charity?path=: the older donation page. Without a path it sends the visitor to / (docs/content-api.md);
// its post is checked by the older form's rules and paid by credit card (spec section 4).
import { expect, test } from "vitest";
import type { SponsorPage } from "../../../../shared/api/sponsor.server.js";
import { action, loader } from "../../../../shared/routes/charity/legacy-donate.js";
import { actionArgs, fakeApi, loaderArgs, redirectOf } from "../route-args.js";

const sponsors = (Total: number): SponsorPage => ({ SponsorList: [], Total });
const FILLED = { amount: "600", name: "王小明", phone: "0912345678" };

test.each(["", "?path=", "?path=%20%20", `?path=${"a".repeat(201)}`])(
  "/charity%s redirects to /, for the page and its post",
  async (search) => {
    const address = `http://test/charity${search}`;
    expect(await redirectOf(() => loader(loaderArgs(address, fakeApi())))).toBe("/");
    expect(await redirectOf(() => action(actionArgs(address, fakeApi(), FILLED)))).toBe("/");
  },
);

test("the page is loaded by its path", async () => {
  const asked: string[] = [];
  const api = fakeApi({
    getPageByPath: async (path) => {
      asked.push(path);
      return null;
    },
    getSponsors: async () => sponsors(0),
  });
  const page = await loader(loaderArgs("http://test/charity?path=%20donate%20", api));
  expect(asked).toEqual(["donate"]);
  expect(page).toMatchObject({ pagePath: "donate", content: null });
});

test("a sponsor page past the last redirects to the last", async () => {
  const api = fakeApi({ getPageByPath: async () => null, getSponsors: async () => sponsors(11) });
  expect(await redirectOf(() => loader(loaderArgs("http://test/charity?path=donate&sponsorPage=5", api)))).toBe(
    "/charity?path=donate&sponsorPage=2#sponsors",
  );
});

test("an incomplete post comes back with the spec's alert text and nothing is sent", async () => {
  const answer = await action(actionArgs("http://test/charity?path=donate", fakeApi(), { amount: "600" }));
  expect(answer).toMatchObject({ data: { kind: "form", error: "請填寫完整的捐款資訊" }, init: { status: 400 } });
});

test("a complete post is the older request (charity 1) paid by credit card", async () => {
  const sent: unknown[] = [];
  const api = fakeApi({
    donate: async (method, body) => {
      sent.push({ method, ...body });
      return null;
    },
  });
  await action(actionArgs("http://test/charity?path=donate", api, FILLED));
  expect(sent).toEqual([{ method: "creditCard", id: 1, amount: 600, name: "王小明", phone: "0912345678" }]);
});
