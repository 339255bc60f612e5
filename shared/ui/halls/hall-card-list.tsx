import type { HallSummary } from "../../api/buddhism.server.js";
import { paths } from "../../lib/paths.js";
import { MediaElement } from "../media/media-element.js";
import { CardButton } from "./card-button.js";
import "./hall-cards.css";
import { HALL_CARD_IMAGE } from "../../lib/image-kinds.js";

export function HallCardList({ halls }: { halls: readonly HallSummary[] }) {
  return (
    <ul className="hall-cards">
      {halls.map((hall, index) => (
        <li key={hall.id} className="hall-card">
          <MediaElement
            {...HALL_CARD_IMAGE}
            className="hall-card__image"
            src={hall.image}
            alt={`${hall.name}外觀`}
            loading={index < 2 ? "eager" : "lazy"}
            priority={index === 0}
          />
          <div className="hall-card__body">
            <h2 className="hall-card__name">{hall.name}</h2>
            <CardButton to={paths.buddhismIntro(hall.id)} label="查看佛堂資訊" cardName={hall.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
