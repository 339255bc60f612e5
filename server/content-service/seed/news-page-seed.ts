// The article pages behind the news cards (opened as /page3?id=...): text, a cover and two albums.
import type { SeedWriter } from "./seed-writer.js";

export function seedNewsPage(seed: SeedWriter, post: { pageID: number; title: string; intro: string }): void {
  const id = post.pageID;
  seed.insert("pages", {
    id,
    type_id: id % 2 === 0 ? 1 : 2,
    title: post.title,
    intro: post.intro,
    content: [
      `<p>${post.intro}</p>`,
      "<p>本次活動由集團同仁與合作夥伴共同籌備，從前期規劃、現場執行到後續追蹤，皆以「專業、透明、長期陪伴」為原則。",
      "我們相信，穩健的財務規劃與對社會的關懷同樣重要，期待與更多朋友一起參與。</p>",
      "<h3>活動重點</h3><ul><li>專業講師分享實務經驗</li><li>現場一對一諮詢</li><li>活動照片與講義於會後公開</li></ul>",
      "<p>如需進一步資訊，歡迎來電總公司客服專線洽詢。</p>",
    ].join(""),
    image: seed.image(`page${id}-cover`, post.title, "wide"),
    video: "",
    position: id,
  });
  seed.album(
    { kind: "page", id },
    {
      key: "a",
      title: "活動現場",
      order: 2,
      photos: ["報到接待", "開場致詞", "專題分享", "互動問答"],
    },
  );
  seed.album(
    { kind: "page", id },
    {
      key: "b",
      title: "精彩花絮",
      order: 1,
      photos: ["會場布置", "茶敘交流", "團體合影"],
    },
  );
}
