import { historyLines, type HistoryContentItem, type HistoryLine } from "../../lib/history-content.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { HISTORY_IMAGE } from "../../lib/image-kinds.js";

export interface HistoryCardProps {
  /** The card has scrolled into view: its line looks active. */
  animActive: boolean;
  year: string;
  content?: readonly HistoryContentItem[];
}

const EMPTY_CONTENT: readonly HistoryContentItem[] = [{ type: "", data: "" }];

function Line({ line, alt }: { line: HistoryLine; alt: string }) {
  switch (line.kind) {
    case "title":
      return <p className="history-card__title">{line.text}</p>;
    case "label":
      return (
        <p className="history-card__label">
          <span className="history-card__pawn" aria-hidden="true">
            ♟
          </span>
          {line.text}
        </p>
      );
    case "enLabel":
      return (
        <p className="history-card__en" lang="en">
          {line.text}
        </p>
      );
    case "image":
      return <ResponsiveImage {...HISTORY_IMAGE} className="history-card__image" src={line.src} alt={alt} />;
  }
}

export function HistoryCard({ animActive, year, content = EMPTY_CONTENT }: HistoryCardProps) {
  const lines = historyLines(content);
  const title = lines.find((line) => line.kind === "title");
  const alt = title?.kind === "title" ? `${year} 年：${title.text}` : `${year} 年大事紀`;
  return (
    <div className={animActive ? "history-card history-card--active" : "history-card"} data-anim-active={animActive}>
      <span className="history-card__line" aria-hidden="true" />
      <h3 className="history-card__year">{year}</h3>
      <div className="history-card__body">
        {lines.map((line, index) => (
          <Line key={index} line={line} alt={alt} />
        ))}
      </div>
    </div>
  );
}
