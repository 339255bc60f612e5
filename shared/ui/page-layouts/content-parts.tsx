import type { ReactNode } from "react";
import type { PageDetail } from "../../api/page.server.js";
import type { SafeHtml } from "../../lib/safe-html.js";
import { CONTENT_MEDIA_IMAGE } from "../../lib/image-kinds.js";
import { RichText } from "../content/rich-text.js";
import { MediaElement } from "../media/media-element.js";
import "../content/content-page.css";
import "../layout/photo-fit.css";

export function ContentHeader({ title, intro, className }: { title: string; intro?: string; className?: string }) {
  return (
    <header className={className ? `content-page__header ${className}` : "content-page__header"}>
      <h1 className="content-page__title">{title}</h1>
      {intro && <p className="content-page__intro">{intro}</p>}
    </header>
  );
}

export function ContentBody({
  html,
  image,
  title,
  pictureFirst = false,
}: {
  html: SafeHtml;
  image: string;
  title: string;
  /** The picture before the text in reading order (it still sits beside it on wide screens). */
  pictureFirst?: boolean;
}) {
  const picture = (
    <MediaElement
      {...CONTENT_MEDIA_IMAGE}
      className="contained-photo content-page__media"
      src={image}
      alt={title}
      loading="eager"
    />
  );
  return (
    <div className={image ? "content-page__body" : "content-page__body content-page__body--text"}>
      {pictureFirst && picture}
      <RichText html={html} />
      {!pictureFirst && picture}
    </div>
  );
}

export function PhotoSection({
  page,
  headingId,
  heading,
  children,
}: {
  page: Pick<PageDetail, "album" | "slider">;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  if (page.album.length === 0 && page.slider.length === 0) return null;
  return (
    <section className="content-page__gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-page__gallery-title">
        {heading}
      </h2>
      {children}
    </section>
  );
}
