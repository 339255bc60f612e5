import { expect, test } from "vitest";
import { menuListResponse } from "../../../../../shared/api/menu.server.js";
import { AlbumWriter } from "../../../../../server/content-service/content-files/pull-steps/album-writer.js";
import {
  charitiesNamed,
  pullCharities,
} from "../../../../../server/content-service/content-files/pull-steps/charities.js";
import { fakePullRun } from "./fake-pull-run.js";

const activity = (id: number) => ({
  id,
  name: `a${id}`,
  content: "<p>a</p>",
  startDate: "2026-01-01",
  endDate: "2026-01-02",
  isDonate: true,
  albumList: [{ image: "/media/x.svg", title: "x" }],
});

test("the charities asked for come first, then the menu's and the links'", () => {
  const menu = menuListResponse.parse({
    menuListData: [{ id: 1, name: "m", pageList: [{ id: 4, name: "c", path: "charity3", referType: "page" }] }],
  }).menuListData;
  expect([...charitiesNamed([9], menu, ["/charity1?id=2", "/page?id=3", "/charity2?id=9"])]).toEqual([9, 4, 2]);
});

test("activities are numbered across charities and written once; a charity without a record is left out", async () => {
  const { run, written } = fakePullRun((endpoint, body) => {
    const id = "id" in body ? Number(body.id) : 0;
    if (endpoint === "POST /api/website/getCharity")
      return id === 3 ? undefined : { data: { data: { title: `c${id}`, content: `<p>${id}</p>` } } };
    if (endpoint === "POST /api/website/getCharityActivityList")
      return { data: { activityList: id === 1 ? [activity(10), activity(11)] : [activity(11), activity(12)] } };
    return { data: { albums: [] } };
  });
  const html = await pullCharities(run, new AlbumWriter(run), new Set([1, 3, 2]));
  expect(html).toEqual(["<p>1</p>", "<p>2</p>"]);
  expect(written.has("charities/3")).toBe(false);
  expect(written.get("charities/2")).toEqual({ id: 2, title: "c2", content: "rich:<p>2</p>" });
  expect(written.get("activities/11")).toMatchObject({ charity: 1, position: 2 });
  expect(written.get("activities/12")).toEqual({
    ...activity(12),
    content: "rich:<p>a</p>",
    charity: 2,
    position: 3,
    albumList: [{ image: "pulled:/media/x.svg", title: "x" }],
  });
});
