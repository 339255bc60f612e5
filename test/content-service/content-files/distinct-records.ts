// The content:pull comparison's own answers on top of the test upstream's: one distinct record per id
// (the shared fixtures answer every page and hall id with the same record), album ids of their own, each
// page's slider the photos of its first album (docs/content-api.md), and rich text naming /media/ files.
import type { TestUpstream } from "../../fixtures/test-upstream.js";

/** Every getPage id the menu, news, focus and social lists name. */
const PAGE_IDS = [5, 6, 7, 8, 9, 10, 12];
/**
 * The social list's entries (the shared fixtures' getPageList): a folder's page is listed with its own
 * title and photo, so these pages carry the ones their entries show.
 */
const LISTED: Record<number, { title: string; image: string }> = {
  7: { title: "登山社：合歡山健行", image: "/media/social-7.svg" },
  8: { title: "羽球社：秋季聯誼賽", image: "/media/social-8.svg" },
  9: { title: "沒有路徑的社團紀錄", image: "/media/social-9.svg" },
};

const photos = (albumId: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    image: `/media/album${albumId}-${i + 1}.svg`,
    title: `相簿${albumId}照片${i + 1}`,
  }));

function page(id: number) {
  // Album ids of their own (no shared fixture uses 1000 and up), listed in their order as the embedded service lists them.
  const albums = [1, 2].map((order) => ({
    id: 1000 + id * 10 + order,
    name: "",
    title: `頁面${id}相簿${order}`,
    image: `/media/album${1000 + id * 10 + order}.svg`,
    order,
  }));
  return {
    albums,
    answer: {
      data: {
        result: {
          id,
          title: LISTED[id]?.title ?? `頁面${id}的標題`,
          intro: `頁面${id}的簡介`,
          content:
            `<p>頁面${id}的內容<img src="/media/inline-page${id}.svg" alt="內文圖${id}"></p>` +
            `<p><a href="/article?id=9">相關文章</a></p>`,
          image: LISTED[id]?.image ?? `/media/page${id}.svg`,
          video: id === 8 ? `/media/page${id}.webm` : "",
          typeId: id === 6 ? 2 : 1,
        },
        album: albums,
        slider: photos(1000 + id * 10 + 1, 3),
      },
    },
  };
}

const hallTwo = {
  data: {
    data: {
      id: 2,
      name: "測試慧日佛堂",
      image: "/media/hall-2.svg",
      content: '<p>慧日佛堂位於台南市。</p><img src="/media/hall-2-inline.svg" alt="佛堂外觀">',
    },
    slider: [{ image: "/media/hall-2-photo-1.svg", title: "山門" }],
    lesson: [
      { id: 53, name: "經典導讀班", startTime: "2026-10-03", endTime: "2027-01-30", image: "/media/lesson-53.svg" },
    ],
  },
};
const lessonFiftyThree = {
  data: {
    result: { id: 53, name: "經典導讀班", image: "/media/lesson-53.svg" },
    album: [{ id: 64, name: "", title: "導讀紀實", image: "/media/la64.svg", order: 1 }],
    slider: photos(64, 2),
  },
};

/**
 * The shared fixtures' course 51 with its albums in their order: the embedded service lists albums by order,
 * the shared fixture lists them backwards (to test the site's sorting), and the page's data would differ.
 */
const lessonFiftyOne = {
  data: {
    result: { id: 51, name: "佛學初階班", image: "/media/lesson-51.svg" },
    album: [
      { id: 61, name: "", title: "開課典禮", image: "/media/la61.svg", order: 1 },
      { id: 62, name: "", title: "課程紀實", image: "/media/la62.svg", order: 2 },
    ],
    slider: [
      { image: "/media/l61-1.svg", title: "典禮會場" },
      { image: "/media/l61-2.svg", title: "法師開示" },
      { image: "/media/l61-3.svg", title: "學員宣誓" },
    ],
  },
};

export function answerDistinctRecords(upstream: TestUpstream): void {
  for (const id of PAGE_IDS) {
    const { albums, answer } = page(id);
    upstream.set(`POST /api/website/getPage {"id":${id}}`, answer);
    for (const album of albums)
      upstream.set(`POST /api/website/getAlbumContent {"albumId":${album.id}}`, {
        data: { slider: photos(album.id, 2 + album.order) },
      });
  }
  upstream.set('POST /api/website/getBuddhism {"id":2}', hallTwo);
  upstream.set('POST /api/website/getBuddhismLesson {"id":53}', lessonFiftyThree);
  upstream.set('POST /api/website/getAlbumContent {"albumId":62}', { data: { slider: photos(62, 2) } });
  upstream.set('POST /api/website/getBuddhismLesson {"id":51}', lessonFiftyOne);
}
