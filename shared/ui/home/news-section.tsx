import { useState } from "react";
import type { NewsCategory } from "../../api/home.server.js";
import { NEWS_LAYOUT } from "../../lib/slides-per-view.js";
import { Slider } from "../slider/slider.js";
import { NewsCard } from "./news-card.js";
import { NEWS_PANEL_ID, NewsTabs, newsTabId } from "./news-tabs.js";
import "./news-section.css";

export function NewsSection({ categories }: { categories: readonly NewsCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="news" aria-labelledby="news-heading">
      <NewsContents categories={categories} />
    </section>
  );
}

function NewsContents({ categories }: { categories: readonly NewsCategory[] }) {
  const [activeId, setActiveId] = useState<number | null>(categories[0]?.id ?? null);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  if (!active) return null;
  return (
    <div className="page-container">
      <h2 id="news-heading" className="section-heading">
        最新消息
      </h2>
      <NewsTabs categories={categories} activeId={active.id} onSelect={setActiveId} />
      <div id={NEWS_PANEL_ID} className="news__panel" role="tabpanel" aria-labelledby={newsTabId(active.id)}>
        {active.articleList.length > 0 ? (
          <Slider
            key={active.id}
            className="news__slider"
            items={active.articleList}
            itemKey={(article) => String(article.postID)}
            layout={NEWS_LAYOUT}
            label={`${active.category}列表`}
            gapPx={24}
            navigation
            navLabels={{ prev: "上一組消息", next: "下一組消息" }}
            // On a phone the first card is on the first screen, and larger than the slide above it.
            renderSlide={(article, index) => <NewsCard article={article} eager={index === 0} />}
          />
        ) : (
          <p className="news__empty">目前沒有消息。</p>
        )}
      </div>
    </div>
  );
}
