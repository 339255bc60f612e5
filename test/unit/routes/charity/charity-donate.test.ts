// /charity4?id=&activityID=: the charity id is checked on the page and on its post, only an activity that
// takes donations is offered, and a sponsor page past the last redirects to the last.
import { expect, test } from "vitest";
import type { CharityActivity } from "../../../../shared/api/charity.server.js";
import type { SponsorPage } from "../../../../shared/api/sponsor.server.js";
import { action, loader } from "../../../../shared/routes/charity/charity-donate.js";
import { sanitizeHtml } from "../../../../server/web/upstream/sanitize-html.js";
import { actionArgs, fakeApi, GATEWAY_URL, loaderArgs, redirectOf } from "../route-args.js";

const activity = (isDonate: boolean): CharityActivity => ({
  id: 8,
  name: "冬令救濟",
  content: sanitizeHtml("<p>冬令救濟</p>"),
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  isDonate,
  albumList: [],
});
const sponsors = (Total: number): SponsorPage => ({ SponsorList: [], Total });
const FILLED = { amount: "600", name: "王小明", phone: "0912345678" };

test.each(["", "?id=abc", "?activityID=8"])("/charity4%s redirects to /, for the page and its post", async (search) => {
  const address = `http://test/charity4${search}`;
  expect(await redirectOf(() => loader(loaderArgs(address, fakeApi())))).toBe("/");
  expect(await redirectOf(() => action(actionArgs(address, fakeApi(), FILLED)))).toBe("/");
});

test.each([
  [true, { id: 8, name: "冬令救濟" }],
  [false, null],
])("an activity whose isDonate is %s is offered as %j", async (isDonate, offered) => {
  const api = fakeApi({
    getCharityActivity: async (id) => (id === 8 ? activity(isDonate) : null),
    getSponsors: async () => sponsors(0),
  });
  const page = await loader(loaderArgs("http://test/charity4?id=1&activityID=8", api));
  expect(page.activity).toEqual(offered);
  expect(page.paymentGatewayUrl).toBe(GATEWAY_URL);
});

test("without an activityID no activity is asked for", async () => {
  const api = fakeApi({ getSponsors: async () => sponsors(0) });
  expect((await loader(loaderArgs("http://test/charity4?id=1", api))).activity).toBeNull();
});

test("?sponsorPage=n asks for the nth ten donors", async () => {
  const asked: [number, number][] = [];
  const api = fakeApi({
    getSponsors: async (limit, offset) => {
      asked.push([limit, offset]);
      return sponsors(25);
    },
  });
  const page = await loader(loaderArgs("http://test/charity4?id=1&sponsorPage=3", api));
  expect(asked).toEqual([[10, 20]]);
  expect(page.sponsors.page).toBe(2);
});

test("a sponsor page past the last redirects to the last, keeping the rest of the address", async () => {
  const api = fakeApi({ getSponsors: async () => sponsors(25) });
  expect(await redirectOf(() => loader(loaderArgs("http://test/charity4?id=1&sponsorPage=9", api)))).toBe(
    "/charity4?id=1&sponsorPage=3#sponsors",
  );
});

test("with the sponsor list unavailable, any page number is kept: no total to redirect by", async () => {
  const api = fakeApi({ getSponsors: async () => null });
  const page = await loader(loaderArgs("http://test/charity4?id=1&sponsorPage=9", api));
  expect(page.sponsors).toEqual({ page: 8, list: null });
});

test("an empty post comes back with the spec's first message and nothing is sent", async () => {
  const answer = await action(actionArgs("http://test/charity4?id=1", fakeApi(), {}));
  expect(answer).toMatchObject({ data: { kind: "form", error: "請輸入捐款金額" }, init: { status: 400 } });
});

test("a complete post is a bank transfer (the page's default) to the charity in the address", async () => {
  const sent: unknown[] = [];
  const api = fakeApi({
    donate: async (method, body) => {
      sent.push({ method, ...body });
      return null;
    },
  });
  await action(actionArgs("http://test/charity4?id=5", api, FILLED));
  expect(sent).toMatchObject([{ method: "bankTransfer", charityID: 5, amount: 600, activityType: "normal" }]);
});
