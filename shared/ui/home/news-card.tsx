import { Link } from "react-router";
import "../layout/photo-fit.css";
import type { NewsArticle } from "../../api/home.server.js";
import { newsCardLink } from "../../lib/news-links.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { NEWS_CARD_IMAGE } from "../../lib/image-kinds.js";

/** `eager`: the card is on the first screen (the first card on a phone), so its picture is not lazy. */
export function NewsCard({ article, eager = false }: { article: NewsArticle; eager?: boolean }) {
  const link = newsCardLink(article);
  const content = (
    <>
      {article.thumbnailUrl ? (
        <ResponsiveImage
          {...NEWS_CARD_IMAGE}
          className="cover-photo news-card__image"
          src={article.thumbnailUrl}
          alt=""
          loading={eager ? "eager" : "lazy"}
        />
      ) : (
        <span className="cover-photo news-card__image news-card__image--empty" aria-hidden="true" />
      )}
      <span className="news-card__body">
        <span className="news-card__title">{article.title}</span>
        {article.intro && <span className="news-card__intro">{article.intro}</span>}
      </span>
    </>
  );
  if (link.newTab) {
    return (
      <a className="news-card" href={link.href} target="_blank" rel="noopener">
        {content}
        <span className="visually-hidden">（另開新視窗）</span>
      </a>
    );
  }
  if (link.external) {
    return (
      <a className="news-card" href={link.href}>
        {content}
      </a>
    );
  }
  return (
    <Link className="news-card" to={link.href}>
      {content}
    </Link>
  );
}
