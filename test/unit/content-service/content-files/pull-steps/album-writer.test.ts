import { expect, test } from "vitest";
import { AlbumWriter } from "../../../../../server/content-service/content-files/pull-steps/album-writer.js";
import { fakePullRun } from "./fake-pull-run.js";

const header = (id: number, order: number) => ({ id, title: `t${id}`, name: "", image: `/media/a${id}.svg`, order });

test("the first album (lowest order) is the owner's slider; the others are asked for", async () => {
  const { run, asked, written } = fakePullRun(() => ({ data: { slider: [{ image: "/media/b.svg", title: "b" }] } }));
  await new AlbumWriter(run).listed({ page: 5 }, [header(2, 2), header(1, 1)], [{ image: "/media/s.svg", title: "s" }]);
  expect(asked).toEqual(['POST /api/website/getAlbumContent {"albumId":2}']);
  expect(written.get("albums/1")).toEqual({
    ...header(1, 1),
    owner: { page: 5 },
    image: "pulled:/media/a1.svg",
    photos: [{ image: "pulled:/media/s.svg", title: "s" }],
  });
  expect(written.get("albums/2")).toMatchObject({ photos: [{ image: "pulled:/media/b.svg", title: "b" }] });
});

test("an album is written once, by its first owner, a charity's among them", async () => {
  const { run, written } = fakePullRun(() => undefined);
  const albums = new AlbumWriter(run);
  await albums.listed({ page: 5 }, [header(1, 1)], []);
  await albums.withPhotos({ charity: 3 }, [
    { ...header(1, 1), contentList: [] },
    { ...header(4, 1), contentList: [{ image: "/media/c.svg", title: "c" }] },
  ]);
  expect(written.get("albums/1")).toMatchObject({ owner: { page: 5 } });
  expect(written.get("albums/4")).toEqual({
    ...header(4, 1),
    owner: { charity: 3 },
    image: "pulled:/media/a4.svg",
    photos: [{ image: "pulled:/media/c.svg", title: "c" }],
  });
});
