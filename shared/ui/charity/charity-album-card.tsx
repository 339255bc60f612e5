import type { CharityAlbum } from "../../api/charity.server.js";
import { GENERAL_LAYOUT } from "../../lib/slides-per-view.js";
import { GallerySlider } from "../slider/gallery-slider.js";
import "./charity-album-card.css";

export function CharityAlbumCard({ album }: { album: CharityAlbum }) {
  const titleId = `album-${album.id}`;
  const media = album.contentList.map((item) => ({ src: item.image, title: item.title }));
  return (
    <section className="charity-album" aria-labelledby={titleId}>
      <header className="charity-album__header">
        <h2 id={titleId}>{album.name || album.title}</h2>
        {album.name && album.title && <p>{album.title}</p>}
      </header>
      {media.length > 0 ? (
        <GallerySlider items={media} label={`${album.name || album.title}相簿`} mainLayout={GENERAL_LAYOUT} />
      ) : (
        <p className="charity-empty">此相簿尚無相片。</p>
      )}
    </section>
  );
}
