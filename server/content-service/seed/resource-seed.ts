// Demo page resources 0/7 (digital-asset introduction) and 0/13 (seminar article with photo gallery).
import type { SeedWriter } from "./seed-writer.js";

const RESOURCES = [
  {
    key: "0/7",
    slug: "resource-7",
    title: "數位資產安全保管服務",
    content: [
      "<p>隨著數位資產逐漸成為家族財富的一部分，如何安全保管、合規申報與順利傳承，成為許多客戶關心的課題。</p>",
      "<p>我們與持牌保管機構合作，提供多重簽章冷錢包保管、交易紀錄整理與遺產規劃諮詢，讓數位資產也能納入完整的家族資產藍圖。</p>",
      "<h3>服務內容</h3><ul><li>冷錢包多重簽章保管</li><li>交易紀錄與成本計算</li><li>繼承與信託規劃</li></ul>",
    ].join(""),
    slides: [
      ["保管金庫參訪", "客戶參觀合作機構的實體保管設施"],
      ["多重簽章說明", "顧問說明三分之二簽章機制"],
      ["稅務講座", "會計師解析數位資產申報實務"],
      ["客戶座談", "第二代接班人分享數位資產管理心得"],
      ["資安演練", "模擬私鑰遺失時的復原流程"],
      ["年度成果發表", "數位資產服務年度回顧"],
    ],
  },
  {
    key: "0/13",
    slug: "resource-13",
    title: "投資講座活動紀實",
    content: [
      "<p>一年四季的投資講座，由集團顧問與外部專家輪流主講，內容涵蓋總體經濟、資產配置與退休規劃。</p>",
      "<p>點選左側清單即可瀏覽各場次照片。</p>",
    ].join(""),
    slides: [
      ["春季講座：總經展望", "三月・台中總公司"],
      ["夏季講座：債券配置", "六月・台北分公司"],
      ["秋季講座：退休規劃", "九月・高雄分公司"],
      ["冬季講座：稅務新制", "十二月・台中總公司"],
      ["親子理財營", "寒假特別場"],
      ["企業主座談", "家族企業接班議題"],
      ["女性理財沙龍", "小班制交流"],
      ["年度客戶大會", "年度成果與展望"],
    ],
  },
];

export function seedResources(seed: SeedWriter): void {
  for (const resource of RESOURCES) {
    seed.insert("resource_articles", {
      resource_key: resource.key,
      group_no: 1,
      title: resource.title,
      content: resource.content,
      thumbnail_url: seed.image(`${resource.slug}-article`, resource.title, "photo"),
      position: 1,
    });
    resource.slides.forEach(([title = "", description = ""], index) => {
      seed.insert("resource_slides", {
        resource_key: resource.key,
        url: seed.image(`${resource.slug}-photo-${index + 1}`, title, "photo"),
        title,
        description,
        position: index + 1,
      });
    });
  }
}
