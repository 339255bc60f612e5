// Demo content pages of typeId 1 and 2, with several albums whose `order` is not their insertion order.
import { DEMO_VIDEO_URL } from "./home-seed.js";
import type { AlbumSeed, SeedWriter } from "./seed-writer.js";

interface PageSeed {
  id: number;
  typeId: 1 | 2;
  title: string;
  intro: string;
  paragraphs: string[];
  image?: "cover" | "video" | "none";
  video?: boolean;
  albums: AlbumSeed[];
}

const PAGES: PageSeed[] = [
  {
    id: 1,
    typeId: 1,
    title: "2026 家族資產傳承論壇",
    intro: "三代同堂的財富對話：從家族憲章到信託實務",
    paragraphs: [
      "本屆論壇於台中總公司國際會議廳舉行，邀請律師、會計師與家族企業第二代經營者，分享傳承路上的真實經驗。",
      "上午場聚焦家族憲章與股權安排，下午場則以案例拆解信託、保險與境外架構的搭配方式。",
      "論壇全程錄影，精華影片與講義已整理於下方相簿，歡迎參考。",
    ],
    video: true,
    albums: [
      {
        key: "a",
        title: "上午場：家族憲章",
        order: 3,
        photos: ["貴賓報到", "主持人開場", "專題演講", "與談交流", "聽眾提問", "午間茶敘"],
      },
      { key: "b", title: "開幕典禮", order: 1, photos: ["典禮會場", "董事長致詞", "貴賓合影", "媒體採訪", "開幕表演"] },
      { key: "c", title: "下午場：信託實務", order: 2, photos: ["案例分享", "分組討論", "一對一諮詢", "閉幕合影"] },
    ],
  },
  {
    id: 2,
    typeId: 1,
    title: "年度活動：恆岳之夜感恩晚會",
    intro: "感謝一路相伴的客戶與夥伴",
    paragraphs: [
      "年度感恩晚會邀請客戶、合作夥伴與同仁家屬齊聚一堂，回顧一年來的成果。",
      "晚會中同步舉辦公益義賣，所得全數捐助恆心慈善協會的學童營養早餐計畫。",
    ],
    albums: [
      { key: "a", title: "晚會花絮", order: 2, photos: ["紅毯迎賓", "樂團演出", "義賣拍賣", "抽獎時間"] },
      { key: "b", title: "頒獎典禮", order: 1, photos: ["年度服務獎", "最佳團隊獎", "資深同仁表揚"] },
    ],
  },
  {
    id: 3,
    typeId: 2,
    title: "海外資產配置說明會",
    intro: "全球布局下的風險分散與合規申報",
    paragraphs: [
      "說明會從總體經濟展望談起，解析美元資產、亞洲債券與另類投資在家族資產中的角色。",
      "會後提供個別諮詢時段，協助與會者檢視現有配置是否符合風險屬性。",
    ],
    albums: [
      { key: "a", title: "台北場", order: 2, photos: ["會場全景", "講師分享", "個別諮詢"] },
      { key: "b", title: "台中場", order: 1, photos: ["報到處", "主題演講", "問答時間", "會後交流"] },
      { key: "c", title: "高雄場", order: 5, photos: ["開場", "座談", "合影"] },
    ],
  },
  {
    id: 4,
    typeId: 2,
    title: "數位金融體驗營",
    intro: "動手體驗 AI 投資組合健檢（頁首為影片）",
    paragraphs: ["體驗營帶領學員實際操作 AI 理財工具，了解資料如何轉化為投資建議，以及使用時應注意的風險。"],
    image: "video",
    albums: [{ key: "a", title: "體驗營紀實", order: 1, photos: ["課前說明", "實機操作", "小組發表", "結業合影"] }],
  },
  {
    id: 8,
    typeId: 2,
    title: "公益行動紀實",
    intro: "集團同仁投入志工服務的足跡",
    paragraphs: ["每年集團同仁累計投入超過三千小時志工服務，足跡遍及中部偏鄉學校、長照據點與海岸。"],
    albums: [
      { key: "a", title: "長照據點陪伴", order: 3, photos: ["健康操", "共餐", "手作課"] },
      { key: "b", title: "偏鄉課輔", order: 1, photos: ["數學小老師", "閱讀時間", "戶外教學"] },
      { key: "c", title: "環境守護", order: 2, photos: ["淨灘", "植樹", "資源回收"] },
    ],
  },
];

export function seedPages(seed: SeedWriter): void {
  for (const page of PAGES) {
    const image =
      page.image === "video"
        ? DEMO_VIDEO_URL
        : page.image === "none"
          ? ""
          : seed.image(`page${page.id}-cover`, page.title, "wide");
    seed.insert("pages", {
      id: page.id,
      type_id: page.typeId,
      title: page.title,
      intro: page.intro,
      content: page.paragraphs.map((text) => `<p>${text}</p>`).join(""),
      image,
      video: page.video ? DEMO_VIDEO_URL : "",
      link_path: page.typeId === 2 ? "page2" : "page",
      position: page.id,
    });
    for (const album of page.albums) seed.album({ kind: "page", id: page.id }, album);
  }
}
