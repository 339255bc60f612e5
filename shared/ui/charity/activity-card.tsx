import { Link } from "react-router";
import type { CharityActivity } from "../../api/charity.server.js";
import { formatDateRange } from "../../lib/dates.js";
import { CHARITY_THUMBS_LAYOUT } from "../../lib/slides-per-view.js";
import { paths } from "../../lib/paths.js";
import { GallerySlider } from "../slider/gallery-slider.js";
import { RichText } from "../content/rich-text.js";
import "../donation/donation-card.css";
import "./activity-card.css";

export function ActivityCard({ activity, charityId }: { activity: CharityActivity; charityId: number }) {
  const titleId = `activity-${activity.id}`;
  const dates = formatDateRange(activity.startDate, activity.endDate);
  const media = activity.albumList.map((item) => ({ src: item.image, title: item.title }));
  return (
    <article className="activity-card" aria-labelledby={titleId}>
      <GallerySlider
        className="activity-card__gallery"
        items={media}
        label={`${activity.name}活動相片`}
        thumbsLayout={CHARITY_THUMBS_LAYOUT}
      />
      <div className="activity-card__body">
        {dates && <p className="activity-card__dates">活動期間：{dates}</p>}
        <h2 id={titleId} className="activity-card__name">
          {activity.name}
        </h2>
        <RichText className="charity-content" html={activity.content} />
        {activity.isDonate && (
          <Link className="charity-button activity-card__donate" to={paths.charity4(charityId, activity.id)}>
            我要捐款<span className="visually-hidden">：{activity.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
