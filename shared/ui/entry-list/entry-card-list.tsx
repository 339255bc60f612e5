// External links open a new tab without handing this page to the other site.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EntryLink } from "../../lib/list-links.js";
import "../layout/card-grid.css";
import "../layout/photo-fit.css";
import "./entry-card-list.css";
import { ResponsiveImage } from "../media/responsive-image.js";
import { ENTRY_CARD_IMAGE } from "../../lib/image-kinds.js";

export interface EntryCard {
  key: string;
  title: string;
  image: string;
  intro?: string;
  link: EntryLink | null;
}

function CardLink({ link, children }: { link: EntryLink | null; children: ReactNode }) {
  if (!link) return <div className="entry-card__link">{children}</div>;
  if (link.kind === "external") {
    return (
      <a className="entry-card__link" href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">（另開新視窗）</span>
      </a>
    );
  }
  return (
    <Link className="entry-card__link" to={link.to}>
      {children}
    </Link>
  );
}

export function EntryCardList({ cards }: { cards: readonly EntryCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="card-grid entry-card-list">
      {cards.map((card, index) => (
        <li key={card.key} className="card-grid__card entry-card">
          <CardLink link={card.link}>
            {/* The title names the link; the picture adds nothing a screen reader needs. */}
            {card.image && (
              <ResponsiveImage
                {...ENTRY_CARD_IMAGE}
                className="cover-photo entry-card__image"
                src={card.image}
                alt=""
                loading={index < 3 ? "eager" : "lazy"}
                priority={index === 0}
              />
            )}
            <h2 className="entry-card__title">{card.title}</h2>
          </CardLink>
          {card.intro && <p className="entry-card__intro">{card.intro}</p>}
        </li>
      ))}
    </ul>
  );
}
