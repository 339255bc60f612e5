import type { LessonSummary } from "../../api/buddhism.server.js";
import { formatDateRange } from "../../lib/dates.js";
import { paths } from "../../lib/paths.js";
import { MediaElement } from "../media/media-element.js";
import { CardButton } from "./card-button.js";
import "./hall-cards.css";
import { HALL_CARD_IMAGE } from "../../lib/image-kinds.js";

export function LessonList({ lessons }: { lessons: readonly LessonSummary[] }) {
  if (lessons.length === 0) return <p className="hall-empty">目前沒有開設課程。</p>;
  return (
    <ul className="lesson-list">
      {lessons.map((lesson, index) => {
        const dates = formatDateRange(lesson.startTime, lesson.endTime);
        return (
          <li key={lesson.id} className="lesson-card">
            <MediaElement
              {...HALL_CARD_IMAGE}
              className="lesson-card__image"
              src={lesson.image}
              alt=""
              // On a phone the first course's picture reaches into the first screen, larger than the
              // photos above it: not lazy (a lazy picture waits for layout), but not high priority.
              loading={index === 0 ? "eager" : "lazy"}
              priority={false}
            />
            <div className="lesson-card__body">
              <h3 className="lesson-card__name">{lesson.name}</h3>
              {dates && (
                <p className="lesson-card__dates">
                  <span className="visually-hidden">課程期間：</span>
                  {dates}
                </p>
              )}
              <CardButton to={paths.buddhismLesson(lesson.id)} label="查看課程詳情" cardName={lesson.name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
