// A list of photos beside a large preview: choosing an item in the list shows it large; the first
// item is selected at the start. Used by the typeId 1 page (activity photo list with a preview pane
// and the lightbox) and the introduction pages ("Recorded photo": the left list selects the photo).
//
// Props:
//   items      { src, title, description? }; a src with a video extension previews as a video
//   label      accessible name of the list
//   listStyle  "thumbs": each item is a small picture (title for screen readers);
//              "captions": each item is its title and description in words
//   lightbox   a click on the preview opens the full-screen viewer (photos only; default false)
import { useState } from "react";
import { lightboxPhotos } from "../../lib/gallery-rules.js";
import { Lightbox } from "../lightbox/lightbox.js";
import { MediaElement } from "../media/media-element.js";
import { MediaThumb } from "../media/media-thumb.js";
import "../layout/photo-buttons.css";
import "../layout/photo-fit.css";
import "./photo-picker.css";
import { px, vw } from "../../lib/image-sizes.js";

// photo-picker.css: thumbnails are cells of about 96–150 px; the preview is two thirds of the column,
// the whole column on narrow screens.
const THUMB_SIZES = [{ maxWidth: null, width: px(150) }];
const PREVIEW_SIZES = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 991, width: vw(100, -48) },
  { maxWidth: 1200, width: vw(66.7, -48) },
  { maxWidth: null, width: px(768) },
];

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
      className="contained-photo photo-picker__large"
      src={current.src}
      alt={current.title}
      width={960}
      height={640}
      sizes={PREVIEW_SIZES}
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
