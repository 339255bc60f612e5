// Shown only when there is more than one album (spec section 9).
import type { Album } from "../../api/fields.server.js";
import { ALBUM_STRIP_LAYOUT } from "../../lib/slides-per-view.js";
import { MediaThumb } from "../media/media-thumb.js";
import { Slider } from "../slider/slider.js";
import "../layout/photo-buttons.css";
import "./album-list.css";
import { sliderSizes } from "../../lib/image-sizes.js";

export interface AlbumListProps {
  albums: readonly Album[];
  selectedId: number | null;
  onSelect: (albumId: number) => void;
  label?: string;
}

// Covers in the album strip (album-list.css: 4:3, one to four across).
const COVER_SIZES = sliderSizes(ALBUM_STRIP_LAYOUT, 1152);

export function AlbumList({ albums, selectedId, onSelect, label = "相簿列表" }: AlbumListProps) {
  if (albums.length <= 1) return null;
  return (
    <Slider
      className="album-list"
      items={albums}
      itemKey={(album) => String(album.id)}
      layout={ALBUM_STRIP_LAYOUT}
      label={label}
      gapPx={16}
      navigation
      navLabels={{ prev: "上一組相簿", next: "下一組相簿" }}
      renderSlide={(album) => (
        <button
          type="button"
          className="choice-tile album-list__item"
          aria-pressed={album.id === selectedId}
          onClick={() => onSelect(album.id)}
        >
          <MediaThumb className="album-list__cover" src={album.image} sizes={COVER_SIZES} />
          <span className="album-list__title">{album.title || album.name || "未命名相簿"}</span>
        </button>
      )}
    />
  );
}
