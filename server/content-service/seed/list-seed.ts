// Demo social-activity pages (listed by menu path) and focus items (page links and one external link).
import type { SeedWriter } from "./seed-writer.js";

const SOCIAL = [
  {
    id: 5,
    typeId: 1,
    title: "登山社：合歡山北峰健行",
    intro: "海拔三千四百公尺的晨光",
    text: "登山社二十位社員清晨出發，沿步道登上北峰，沿途認識高山植物並練習無痕山林原則。",
    photos: ["登山口集合", "步道風景", "北峰三角點", "下山合影"],
  },
  {
    id: 6,
    typeId: 2,
    title: "羽球社：秋季聯誼賽",
    intro: "以球會友，切磋球技",
    text: "秋季聯誼賽共有八支隊伍參賽，採分組循環與交叉決賽，最後由台中總公司隊伍奪冠。",
    photos: ["開幕熱身", "雙打對決", "頒獎時刻"],
  },
  {
    id: 7,
    typeId: 1,
    title: "讀書會：《長期投資的智慧》",
    intro: "每月一本書，一起慢慢變富有",
    text: "本月讀書會由資深顧問導讀，討論複利、紀律與情緒管理，並分享各自的投資日記。",
    photos: ["導讀開場", "分組討論", "心得分享"],
  },
];

const FOCUS = [
  {
    title: "2026 家族資產傳承論壇",
    intro: "三代同堂的財富對話，精彩回顧與講義下載。",
    typeID: 1,
    pageID: 1,
    redirectUrl: "",
  },
  { title: "海外資產配置說明會", intro: "台北、台中、高雄三場說明會紀實。", typeID: 2, pageID: 3, redirectUrl: "" },
  { title: "AI 智能理財顧問上線", intro: "二十四小時線上投資組合健檢。", typeID: 3, pageID: 12, redirectUrl: "" },
  {
    title: "年度最佳家族辦公室服務獎",
    intro: "外部媒體專題報導（另開新視窗）。",
    typeID: 1,
    pageID: 1,
    redirectUrl: "https://www.example.org/news/family-office-award",
  },
  { title: "恆岳之夜感恩晚會", intro: "感謝客戶與夥伴一路相伴。", typeID: 1, pageID: 2, redirectUrl: "" },
];

export function seedLists(seed: SeedWriter): void {
  SOCIAL.forEach((page, index) => {
    seed.insert("pages", {
      id: page.id,
      type_id: page.typeId,
      title: page.title,
      intro: page.intro,
      content: `<p>${page.text}</p><p>歡迎同仁與眷屬報名下一次活動，詳情請洽福委會。</p>`,
      image: seed.image(`social-${page.id}`, page.title, "thumb"),
      video: "",
      menu_path: "socialActivity",
      link_path: page.typeId === 2 ? "page2" : "page",
      position: index + 1,
    });
    seed.album({ kind: "page", id: page.id }, { key: "a", title: "活動照片", order: 1, photos: page.photos });
  });
  FOCUS.forEach((item, index) => {
    seed.insert("focus_items", {
      title: item.title,
      intro: item.intro,
      thumbnail_url: seed.image(`focus-${index + 1}`, item.title, "thumb"),
      redirect_url: item.redirectUrl,
      type_id: item.typeID,
      page_id: item.pageID,
      position: index + 1,
    });
  });
}
