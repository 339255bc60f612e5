import type { RewardRecord } from "./reward-records.js";
import "../layout/card-grid.css";
import "../layout/photo-fit.css";
import "./reward-list.css";
import { ResponsiveImage } from "../media/responsive-image.js";
import { REWARD_IMAGE } from "../../lib/image-kinds.js";

export function RewardList({ records }: { records: readonly RewardRecord[] }) {
  return (
    <ol className="card-grid reward-list">
      {records.map((record, index) => (
        <li key={record.id}>
          <figure className="card-grid__card reward-card">
            <ResponsiveImage
              {...REWARD_IMAGE}
              className="cover-photo"
              src={record.photo}
              alt={`${record.title}頒獎照片`}
              priority={index === 0}
            />
            <figcaption className="reward-card__caption">
              <time className="reward-card__date" dateTime={record.date}>
                {record.date}
              </time>
              <strong className="reward-card__title">{record.title}</strong>
              <span className="reward-card__organiser">{record.organiser}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}
