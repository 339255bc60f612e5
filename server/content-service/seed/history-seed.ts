// Demo history timeline: nine years using every item type (title, label, enLabel, image) and one
// item of an unknown type, which the site must skip.
import type { SeedWriter } from "./seed-writer.js";

type Item = [type: string, data: string];

const YEARS: { year: string; items: Item[] }[] = [
  {
    year: "2008",
    items: [
      ["title", "恆岳資產管理顧問成立"],
      ["label", "於台中設立總公司，專注家族資產規劃"],
      ["enLabel", "Hengyue Asset Management Consulting founded in Taichung"],
      ["image", "history-2008"],
    ],
  },
  {
    year: "2011",
    items: [
      ["title", "台北分公司成立"],
      ["label", "服務北部家族企業客戶"],
      ["enLabel", "Taipei branch opened"],
    ],
  },
  {
    year: "2013",
    items: [
      ["title", "恆心慈善協會成立"],
      ["label", "投入急難救助與偏鄉學童照顧"],
      ["enLabel", "Hengxin Charity Association established"],
      ["image", "history-2013"],
    ],
  },
  {
    year: "2015",
    items: [
      ["title", "高雄分公司成立"],
      ["label", "完成北中南服務網絡"],
      ["enLabel", "Kaohsiung branch opened"],
      ["note", "（內部備註：此項不應顯示）"],
    ],
  },
  {
    year: "2017",
    items: [
      ["title", "跨足創投與私募股權"],
      ["label", "投資早期科技與醫療新創"],
      ["image", "history-2017"],
    ],
  },
  {
    year: "2019",
    items: [
      ["title", "健康蔬食品牌創立"],
      ["label", "推廣在地有機食材"],
      ["enLabel", "Healthy vegetarian food brand launched"],
    ],
  },
  {
    year: "2021",
    items: [
      ["title", "金融科技事業部成立"],
      ["enLabel", "Fintech division founded"],
      ["image", "history-2021"],
    ],
  },
  {
    year: "2023",
    items: [
      ["title", "佛堂數位化計畫"],
      ["label", "協助四所佛堂建立線上課程與導覽"],
      ["enLabel", "Digital programme for four Buddhist halls"],
    ],
  },
  {
    year: "2026",
    items: [
      ["title", "AI 智能理財顧問上線"],
      ["label", "發布首份永續報告書"],
      ["enLabel", "AI advisory service and first sustainability report"],
      ["image", "history-2026"],
    ],
  },
];

export function seedHistory(seed: SeedWriter): void {
  YEARS.forEach(({ year, items }, index) => {
    const yearId = seed.insert("history_years", { year, position: index + 1 });
    items.forEach(([type, data], itemIndex) => {
      const value = type === "image" ? seed.image(data, `${year} 年大事紀`, "thumb") : data;
      seed.insert("history_entries", { year_id: yearId, type, data: value, position: itemIndex + 1 });
    });
  });
}
