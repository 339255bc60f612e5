// Demo navigation: plain top-level paths and dropdowns using every referType (url, page, path).
import type { SeedWriter } from "./seed-writer.js";

interface SubItem {
  id: number;
  name: string;
  path: string;
  referType: "url" | "page" | "path";
}
interface TopItem {
  id: number;
  name: string;
  path?: string;
  pageList?: SubItem[];
}

const MENU: TopItem[] = [
  { id: 1, name: "關於我們", path: "about" },
  {
    id: 2,
    name: "集團事業",
    pageList: [
      { id: 201, name: "據點介紹", path: "branchList", referType: "path" },
      { id: 202, name: "AI 智能理財顧問", path: "alpha", referType: "path" },
      { id: 203, name: "數位資產專區", path: "KryptoGo", referType: "path" },
      { id: 204, name: "投資講座紀實", path: "templateA", referType: "path" },
      { id: 2, name: "年度活動", path: "page", referType: "page" },
      { id: 3, name: "海外資產配置說明會", path: "page2", referType: "page" },
      { id: 205, name: "合作夥伴（外部網站）", path: "https://www.example.org/partners", referType: "url" },
    ],
  },
  { id: 3, name: "社團活動", path: "socialActivity" },
  { id: 4, name: "焦點活動", path: "focusActivities" },
  {
    id: 5,
    name: "公益慈善",
    pageList: [
      { id: 1, name: "恆心慈善協會", path: "charity1", referType: "page" },
      { id: 8, name: "公益行動紀實", path: "page2", referType: "page" },
    ],
  },
  {
    id: 6,
    name: "佛堂與課程",
    pageList: [
      { id: 601, name: "佛堂總覽", path: "buddhism", referType: "path" },
      { id: 1, name: "明心佛堂", path: "buddhismIntro", referType: "page" },
      { id: 2, name: "慧日佛堂", path: "buddhismIntro", referType: "page" },
      { id: 3, name: "妙音講堂", path: "buddhismIntro", referType: "page" },
      { id: 4, name: "淨蓮佛堂", path: "buddhismIntro", referType: "page" },
    ],
  },
  { id: 7, name: "菁英招募", path: "eliteRecruitment" },
  { id: 8, name: "榮譽獎項", path: "reward" },
];

export function seedMenu(seed: SeedWriter): void {
  MENU.forEach((item, index) => {
    const rowId = seed.insert("menu_items", {
      parent_row_id: null,
      item_id: item.id,
      name: item.name,
      path: item.path ?? null,
      refer_type: null,
      position: index + 1,
    });
    item.pageList?.forEach((sub, subIndex) => {
      seed.insert("menu_items", {
        parent_row_id: rowId,
        item_id: sub.id,
        name: sub.name,
        path: sub.path,
        refer_type: sub.referType,
        position: subIndex + 1,
      });
    });
  });
}
