// A list beside a large preview: the typeId 1 page, and the introduction pages' 'Recorded photo'.
import { useState } from "react";
import { lightboxPhotos } from "../../lib/gallery-rules.js";
import { Lightbox } from "../lightbox/lightbox.js";
import { MediaElement } from "../media/media-element.js";
import { MediaThumb } from "../media/media-thumb.js";
import "../layout/photo-buttons.css";
import "../layout/photo-fit.css";
import "./photo-picker.css";
import { px } from "../../lib/image-sizes.js";
import { PHOTO_PREVIEW_IMAGE } from "../../lib/image-kinds.js";

// photo-picker.css: thumbnails are cells of about 96–150 px.
const THUMB_SIZES = [{ maxWidth: null, width: px(150) }];

export interface PickerItem {
  src: string;
  title: string;
  description?: string;
}

export interface PhotoPickerProps {
  items: readonly PickerItem[];
  label: string;
  listStyle: "thumbs" | "captions";
  lightbox?: boolean;
}

export function PhotoPicker({ items, label, listStyle, lightbox = false }: PhotoPickerProps) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const { photos, photoIndexOf } = lightboxPhotos(items);
  const current = items[Math.min(selected, items.length - 1)];
  if (!current) return null;
  const currentPhoto = photoIndexOf[selected] ?? null;
  const caption = current.title || `第 ${selected + 1} 張`;

  const preview = (
    <MediaElement
      {...PHOTO_PREVIEW_IMAGE}
      className="contained-photo photo-picker__large"
      src={current.src}
      alt={current.title}
    />
  );
  return (
    <div className={`photo-picker photo-picker--${listStyle}`}>
      <ul className="photo-picker__list" aria-label={label}>
        {items.map((item, index) => (
          <li key={`${index}:${item.src}`}>
            <button
              type="button"
              className="choice-tile photo-picker__item"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              {listStyle === "thumbs" ? (
                <>
                  <MediaThumb className="photo-picker__thumb" src={item.src} sizes={THUMB_SIZES} />
                  <span className="visually-hidden">{item.title || `第 ${index + 1} 張`}</span>
                </>
              ) : (
                <>
                  <span className="photo-picker__title">{item.title || `第 ${index + 1} 張`}</span>
                  {item.description && <span className="photo-picker__description">{item.description}</span>}
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      <figure className="photo-picker__preview">
        {lightbox && currentPhoto !== null ? (
          <button
            type="button"
            className="zoom-button photo-picker__open"
            onClick={() => setViewing(currentPhoto)}
            aria-label={`放大檢視：${caption}`}
          >
            {preview}
          </button>
        ) : (
          preview
        )}
        <figcaption className="photo-picker__caption" aria-live="polite">
          {caption}
          {listStyle === "captions" && current.description && (
            <span className="photo-picker__description">{current.description}</span>
          )}
        </figcaption>
      </figure>
      {lightbox && (
        <Lightbox
          photos={photos}
          index={viewing}
          onClose={() => setViewing(null)}
          // Paging in the viewer moves the selection along, so closing it leaves the visitor on that photo.
          onIndexChange={(photoIndex) => {
            setViewing(photoIndex);
            const index = photoIndexOf.indexOf(photoIndex);
            if (index >= 0) setSelected(index);
          }}
        />
      )}
    </div>
  );
}
