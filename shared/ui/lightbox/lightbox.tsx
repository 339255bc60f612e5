// Spec section 4: give it photos only (gallery-rules.ts lightboxPhotos); `index` null is closed.
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { wrapIndex } from "../../lib/gallery-rules.js";
import { trapTab } from "./focus-trap.js";
import { useScrollLock } from "./use-scroll-lock.js";
import "./lightbox.css";
import { LIGHTBOX_IMAGE } from "../../lib/image-kinds.js";
import { ResponsiveImage } from "../media/responsive-image.js";

export interface LightboxPhoto {
  src: string;
  title: string;
}

export interface LightboxProps {
  photos: readonly LightboxPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
  finalFocus?: () => HTMLElement | null | undefined;
}

export function Lightbox(props: LightboxProps) {
  // Closed on the server and during hydration, so the portal only ever exists in the browser.
  if (props.index === null || props.photos.length === 0) return null;
  return createPortal(<LightboxDialog {...props} index={props.index} />, document.body);
}

function LightboxDialog({
  photos,
  index,
  onIndexChange,
  onClose,
  label = "相片檢視",
  finalFocus,
}: LightboxProps & { index: number }) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const photo = photos[current];
  const move = (step: number) => onIndexChange(wrapIndex(current, step, count));
  useScrollLock(true);

  // Latest handlers for the document listener without re-adding it on every photo.
  const keys = useRef({ move, onClose, finalFocus });
  useEffect(() => {
    keys.current = { move, onClose, finalFocus };
  });
  useEffect(() => {
    const opener = document.activeElement;
    const restoreBackground = makeBackgroundInert(dialog.current);
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") keys.current.onClose();
      else if (event.key === "ArrowLeft") keys.current.move(-1);
      else if (event.key === "ArrowRight") keys.current.move(1);
      else if (dialog.current) trapTab(event, dialog.current);
      if (event.key === "Escape" || event.key === "ArrowLeft" || event.key === "ArrowRight") event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      restoreBackground();
      const target = keys.current.finalFocus?.() ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, []);

  if (!photo) return null;
  return (
    // The backdrop click is a pointer shortcut; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      className="lightbox"
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <p className="lightbox__counter" aria-live="polite">
        {current + 1} / {count}
      </p>
      <button
        type="button"
        className="lightbox__button lightbox__close"
        ref={closeButton}
        aria-label="關閉"
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <figure className="lightbox__figure">
        <ResponsiveImage
          {...LIGHTBOX_IMAGE}
          className="lightbox__image"
          src={photo.src}
          alt={photo.title}
          loading="eager"
        />
        {photo.title && <figcaption className="lightbox__title">{photo.title}</figcaption>}
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__prev"
            aria-label="上一張"
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="lightbox__button lightbox__next" aria-label="下一張" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}

/** Everything beside the dialog becomes inert while it is open (no clicks, focus or screen-reader visits behind it). */
function makeBackgroundInert(dialog: HTMLElement | null): () => void {
  const changed: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (!(element instanceof HTMLElement) || element === dialog || element.inert) continue;
    element.inert = true;
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
