// Demo navigation: plain top-level paths and dropdowns using every referType (url, page, path).
import type { SeedWriter } from "./seed-writer.js";

/** A dropdown entry: the page or item id, the label, the path or address, and how `path` is read. */
type SubItem = readonly [id: number, name: string, path: string, referType: "url" | "page" | "path"];
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
      [201, "據點介紹", "branchList", "path"],
      [202, "AI 智能理財顧問", "alpha", "path"],
      [203, "數位資產專區", "KryptoGo", "path"],
      [204, "投資講座紀實", "templateA", "path"],
      [2, "年度活動", "page", "page"],
      [3, "海外資產配置說明會", "page2", "page"],
      [205, "合作夥伴（外部網站）", "https://www.example.org/partners", "url"],
    ],
  },
  { id: 3, name: "社團活動", path: "socialActivity" },
  { id: 4, name: "焦點活動", path: "focusActivities" },
  {
    id: 5,
    name: "公益慈善",
    pageList: [
      [1, "恆心慈善協會", "charity1", "page"],
      [8, "公益行動紀實", "page2", "page"],
    ],
  },
  {
    id: 6,
    name: "佛堂與課程",
    pageList: [
      [601, "佛堂總覽", "buddhism", "path"],
      [1, "明心佛堂", "buddhismIntro", "page"],
      [2, "慧日佛堂", "buddhismIntro", "page"],
      [3, "妙音講堂", "buddhismIntro", "page"],
      [4, "淨蓮佛堂", "buddhismIntro", "page"],
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
    item.pageList?.forEach(([id, name, path, referType], subIndex) => {
      seed.insert("menu_items", {
        parent_row_id: rowId,
        item_id: id,
        name,
        path,
        refer_type: referType,
        position: subIndex + 1,
      });
    });
  });
}
