import "./home-statements.css";

const STATEMENTS = [
  {
    id: "mission",
    title: "企業使命",
    subtitle: "Mission",
    paragraphs: [
      "以專業與誠信守護每一個家庭的資產與未來。我們從客戶的人生目標出發，整合財務規劃、保險保障、信託與稅務諮詢，提供長期而透明的陪伴。",
      "每一項建議都以客戶利益為先，讓財富成為安心生活的基礎，而不是負擔。",
    ],
  },
  {
    id: "vision",
    title: "未來願景",
    subtitle: "Future Vision",
    paragraphs: [
      "成為中台灣最受信賴的家族資產管理夥伴，並以科技與人文並進：導入智能理財工具，讓專業諮詢更即時、更普及。",
      "我們期望在未來十年，協助一萬個家庭完成跨世代的資產傳承規劃。",
    ],
  },
  {
    id: "sustainability",
    title: "永續發展",
    subtitle: "Sustainability",
    paragraphs: [
      "永續是經營的一部分，而不是口號。集團持續投入公益慈善、偏鄉教育與環境保護，並逐年揭露營運據點的能源使用與碳排放成果。",
      "我們相信，穩健的財務與友善的社會同樣重要，並邀請客戶與夥伴一起參與。",
    ],
  },
] as const;

// Static: one element object for every render, which React skips when the component renders again.
const GRID = (
  <div className="statements__grid page-container">
    {STATEMENTS.map((statement) => (
      <article key={statement.id} className="statements__item" aria-labelledby={`statement-${statement.id}`}>
        <p className="statements__subtitle" lang="en">
          {statement.subtitle}
        </p>
        <h2 id={`statement-${statement.id}`} className="statements__title">
          {statement.title}
        </h2>
        {statement.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </article>
    ))}
  </div>
);

export function HomeStatements() {
  return (
    <section className="statements" aria-label="企業理念">
      {GRID}
    </section>
  );
}
