// Where each card sits is the CSS's (group-distribution.css); this component only names the count.
import type { GroupCard } from "./group-cards.js";
import "./group-distribution.css";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { GROUP_COVER_IMAGE, GROUP_ICON_IMAGE } from "../../lib/image-kinds.js";

const COVER = siteMedia("site-about-cover.webp");

/** The layout class for a card count; the layouts cover 2 to 8 cards. */
export function groupCountClass(count: number): string {
  return `group-map--n${Math.min(8, Math.max(2, count))}`;
}

function GroupCardItem({ card }: { card: GroupCard }) {
  return (
    <li className="group-card">
      <ResponsiveImage {...GROUP_ICON_IMAGE} className="group-card__icon" src={card.icon} alt="" />
      <h3 className="group-card__title">{card.title}</h3>
      <ul className="group-card__links">
        {card.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden">（另開新視窗）</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function GroupDistribution({ cards }: { cards: readonly GroupCard[] }) {
  return (
    <section className="group-distribution" aria-labelledby="group-distribution-title">
      <ResponsiveImage
        {...GROUP_COVER_IMAGE}
        className="group-distribution__cover"
        src={COVER}
        alt="恆岳集團事業版圖"
        priority
      />
      <div className="group-distribution__intro">
        <h2 id="group-distribution-title" className="group-distribution__title">
          集團事業版圖
        </h2>
        <p className="group-distribution__subtitle">以家族資產管理為核心，橫跨金融、投資、健康與公益的八大事業群</p>
      </div>
      <ul className={`group-map ${groupCountClass(cards.length)}`}>
        {cards.map((card) => (
          <GroupCardItem key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
