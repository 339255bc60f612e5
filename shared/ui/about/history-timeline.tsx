import { useRef } from "react";
import type { HistoryItem } from "../../api/lists.server.js";
import { HistoryCard } from "./history-card.js";
import { isRevealed, useRevealOnScroll } from "./use-reveal-on-scroll.js";
import "./history-timeline.css";

function TimelineEntry({ item }: { item: HistoryItem }) {
  const ref = useRef<HTMLLIElement>(null);
  const reveal = useRevealOnScroll(ref);
  return (
    <li ref={ref} className="history-timeline__entry" data-reveal={reveal}>
      <HistoryCard animActive={isRevealed(reveal)} year={item.year} content={item.content} />
    </li>
  );
}

export function HistoryTimeline({ items }: { items: readonly HistoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="history-timeline" aria-labelledby="history-title">
      <h2 id="history-title" className="section-heading history-timeline__heading">
        集團大事紀
      </h2>
      <ol className="history-timeline__list">
        {items.map((item) => (
          <TimelineEntry key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
