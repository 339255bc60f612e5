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

const link = (id: number, name: string, path: string): TopItem => ({ id, name, path });
const dropdown = (id: number, name: string, pageList: SubItem[]): TopItem => ({ id, name, pageList });

const MENU: TopItem[] = [
  link(1, "關於我們", "about"),
  dropdown(2, "集團事業", [
    [201, "據點介紹", "branchList", "path"],
    [202, "AI 智能理財顧問", "alpha", "path"],
    [203, "數位資產專區", "KryptoGo", "path"],
    [204, "投資講座紀實", "templateA", "path"],
    [2, "年度活動", "page", "page"],
    [3, "海外資產配置說明會", "page2", "page"],
    [205, "合作夥伴（外部網站）", "https://www.example.org/partners", "url"],
  ]),
  link(3, "社團活動", "socialActivity"),
  link(4, "焦點活動", "focusActivities"),
  dropdown(5, "公益慈善", [
    [1, "恆心慈善協會", "charity1", "page"],
    [8, "公益行動紀實", "page2", "page"],
  ]),
  dropdown(6, "佛堂與課程", [
    [601, "佛堂總覽", "buddhism", "path"],
    [1, "明心佛堂", "buddhismIntro", "page"],
    [2, "慧日佛堂", "buddhismIntro", "page"],
    [3, "妙音講堂", "buddhismIntro", "page"],
    [4, "淨蓮佛堂", "buddhismIntro", "page"],
  ]),
  link(7, "菁英招募", "eliteRecruitment"),
  link(8, "榮譽獎項", "reward"),
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
