// Demo images for the site's static pages and the branch office gallery (about a hundred photos).
import type { SeedWriter, Shape } from "./seed-writer.js";

export const BRANCH_GALLERY_SIZE = 100;

const AREAS = [
  "接待大廳",
  "會議室",
  "辦公區",
  "家族會議室",
  "茶水間",
  "講座教室",
  "戶外景觀",
  "檔案室",
  "諮詢室",
  "員工休息區",
];

const SITE_IMAGES: [name: string, label: string, shape: Shape][] = [
  ["site-home-about", "關於我們", "square"],
  ["site-home-social", "社團活動", "square"],
  ["site-home-elite", "菁英招募", "square"],
  ["site-home-focus", "焦點活動", "square"],
  ["site-home-reward", "榮譽獎項", "square"],
  ["site-branch-taichung", "台中總公司", "photo"],
  ["site-branch-taipei", "台北分公司", "photo"],
  ["site-branch-kaohsiung", "高雄分公司", "photo"],
  ["site-parking", "停車資訊", "portrait"],
  ["site-alpha", "AI 智能理財顧問", "wide"],
  ["site-elite", "菁英招募", "wide"],
  ["site-reward-1", "年度最佳家族辦公室服務獎", "photo"],
  ["site-reward-2", "優良財務顧問團隊獎", "photo"],
  ["site-reward-3", "企業社會責任楷模獎", "photo"],
  ["site-about-cover", "集團事業版圖", "wide"],
  ["site-book-cover", "私人銀行與境外規劃（書封）", "portrait"],
  ["site-profile-background", "顧問簡介背景", "wide"],
  ["site-heading-current", "現任職務", "thumb"],
  ["site-heading-past", "經歷", "thumb"],
  ["site-heading-books", "著作", "thumb"],
  ["site-schedule", "佛堂課程時間表", "portrait"],
];

export function seedSiteMedia(seed: SeedWriter): void {
  for (let n = 1; n <= BRANCH_GALLERY_SIZE; n += 1) {
    const number = String(n).padStart(3, "0");
    seed.image(`branch-office-${number}`, `總公司${AREAS[(n - 1) % AREAS.length] ?? ""} ${number}`);
  }
  for (const [name, label, shape] of SITE_IMAGES) seed.image(name, label, shape);
  for (let group = 1; group <= 8; group += 1) seed.image(`site-group-icon-${group}`, `事業群 ${group}`, "square");
  for (let photo = 1; photo <= 9; photo += 1) seed.image(`site-hall-photo-${photo}`, `佛堂照片 ${photo}`);
}
