// Demo standalone articles (/article?id=) and the older donation page found by its path.
import type { SeedWriter } from "./seed-writer.js";
import { DONATION_PURPOSES } from "../../../shared/lib/donation-purposes.js";

export const DONATE_PAGE_PATH = "donate-general";

const ARTICLES = [
  {
    id: 1,
    title: "恆岳集團 2026 年永續報告摘要",
    content:
      "<p>本年度集團持續推動節能減碳、員工照顧與公益參與三大面向。</p><ul><li>辦公據點用電較前一年減少 12%</li><li>員工志工時數累計 3,200 小時</li><li>公益捐助總額新臺幣 680 萬元</li></ul>",
  },
  {
    id: 2,
    title: "理財小學堂：退休金三桶金",
    content:
      "<p>第一桶是生活金，準備三到五年的生活開銷；第二桶是保障金，用保險轉移風險；第三桶是傳承金，透過長期投資與信託留給下一代。</p>",
  },
  {
    id: 3,
    title: "恆心慈善協會年度財務公開",
    content:
      "<p>協會所有捐款皆開立收據，年度收支經會計師查核後公告。</p><table><tr><th>項目</th><th>比例</th></tr><tr><td>急難救助</td><td>38%</td></tr><tr><td>學童營養早餐</td><td>34%</td></tr><tr><td>長者關懷</td><td>20%</td></tr><tr><td>行政費用</td><td>8%</td></tr></table>",
  },
];

export function seedArticles(seed: SeedWriter): void {
  for (const article of ARTICLES) {
    seed.insert("articles", {
      id: article.id,
      title: article.title,
      thumbnail_url: seed.image(`article-${article.id}`, article.title, "wide"),
      content: article.content,
    });
  }
  seed.insert("pages", {
    id: 30,
    type_id: 1,
    title: DONATION_PURPOSES.normal,
    intro: "",
    content: [
      "<p>您的每一分捐款，都將用於協會的急難救助、學童營養早餐與獨居長者關懷等服務。</p>",
      "<p>捐款可選擇信用卡或銀行轉帳，協會將依您留下的資料開立捐款收據，可作為年度綜合所得稅列舉扣除之憑證。</p>",
      "<p>如有任何疑問，歡迎於上班時間來電協會，我們將有專人為您服務。</p>",
    ].join(""),
    image: "",
    video: "",
    page_path: DONATE_PAGE_PATH,
    position: 30,
  });
}
