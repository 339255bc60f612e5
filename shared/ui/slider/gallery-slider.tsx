// A photo / video gallery: one large slide at a time, an optional thumbnail strip kept in step with
// it, and the lightbox on a click of a photo (never of a video: spec section 4).
//
// Props:
//   items         { src, title } per slide; a src with a video extension is shown as a video that
//                 plays muted once when first visible (videoThreshold, default 0.3) and pauses when not
//   label         accessible name of the gallery (e.g. 活動照片)
//   thumbsLayout  a SliderLayout for the thumbnail strip (GENERAL_LAYOUT, HALL_THUMBS_LAYOUT,
//                 CHARITY_THUMBS_LAYOUT ...); omit for no strip
//   mainLayout    layout of the large slider (default SINGLE_LAYOUT: one at a time, looping)
//   autoplayMs    advance the large slider on its own (pauses on hover / focus)
//   lightbox      open photos full screen on click (default true)
//   effect        "fade": the large slider cross-fades in place (default "slide")
//   maxWidthPx    the gallery's widest CSS width (default 1152, the page column); image sizes follow it
//   priority      the first slide is the first screen's main image (eager, fetchpriority high);
//                 otherwise every slide is lazy: one off screen loads when it is about to be shown
//   renderRange   only slides this many steps from the active one (and those already shown) render
//                 their media; default: all. For long galleries, above all fading ones (slide-window.ts)
//   className     extra class on the root
import { useRef, useState } from "react";
import { lightboxPhotos } from "../../lib/gallery-rules.js";
import { inSlideWindow } from "../../lib/slide-window.js";
import { SINGLE_LAYOUT, type SliderLayout } from "../../lib/slides-per-view.js";
import { isVideoUrl } from "../../lib/video-url.js";
import { Lightbox } from "../lightbox/lightbox.js";
import { MediaElement } from "../media/media-element.js";
import { MediaThumb } from "../media/media-thumb.js";
import { Slider } from "./slider.js";
import "../layout/photo-buttons.css";
import "../layout/photo-fit.css";
import "./gallery-slider.css";
import { sliderSizes } from "../../lib/image-sizes.js";

export interface GalleryItem {
  src: string;
  title: string;
}

export interface GallerySliderProps {
  items: readonly GalleryItem[];
  label: string;
  thumbsLayout?: SliderLayout;
  mainLayout?: SliderLayout;
  autoplayMs?: number;
  lightbox?: boolean;
  videoThreshold?: number;
  effect?: "slide" | "fade";
  renderRange?: number;
  maxWidthPx?: number;
  priority?: boolean;
  className?: string;
}

const itemKey = (item: GalleryItem, index: number) => `${index}:${item.src}`;

export function GallerySlider(props: GallerySliderProps) {
  const {
    items,
    label,
    thumbsLayout,
    mainLayout = SINGLE_LAYOUT,
    autoplayMs,
    lightbox = true,
    videoThreshold,
    effect,
    renderRange,
    maxWidthPx = 1152,
    priority = false,
    className,
  } = props;
  // The gallery sits in the page column (16 px sides on a phone); thumbnails are 8 px apart inside a 2 px border.
  const mainSizes = sliderSizes(mainLayout, maxWidthPx, 16);
  const thumbSizes = thumbsLayout ? sliderSizes(thumbsLayout, maxWidthPx, 16, 8, 4) : [];
  const mainLoading = (index: number) => (priority && index === 0 ? "eager" : "lazy");
  const [active, setShownIndex] = useState(0);
  // Slides whose media has rendered once keep it, so a photo never blanks while it fades out.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const setActive = (index: number) => {
    setShownIndex(index);
    if (renderRange !== undefined)
      setSeen((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };
  const [viewing, setViewing] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const shown = items.filter((item) => item.src);
  const { photos, photoIndexOf } = lightboxPhotos(shown);
  if (shown.length === 0) return null;
  const rendered = (index: number) => seen.has(index) || inSlideWindow(index, active, shown.length, renderRange);

  const openAt = (slideIndex: number) => {
    const photoIndex = photoIndexOf[slideIndex];
    if (lightbox && photoIndex != null) setViewing(photoIndex);
  };
  // Closing leaves the gallery on the photo last viewed, in one move: following each page of the viewer
  // queued moves of a looping swiper behind the modal, and a late one could land on another photo.
  const slideOfViewed = viewing === null ? -1 : photoIndexOf.indexOf(viewing);
  const closeViewer = () => {
    setViewing(null);
    if (slideOfViewed >= 0) setActive(slideOfViewed);
  };

  return (
    <div className={className ? `gallery ${className}` : "gallery"} ref={root}>
      <Slider
        className="gallery__main"
        items={shown}
        itemKey={itemKey}
        layout={mainLayout}
        label={label}
        navigation
        navLabels={{ prev: "上一張", next: "下一張" }}
        autoplayMs={autoplayMs}
        activeIndex={active}
        onActiveIndexChange={setActive}
        effect={effect}
        renderSlide={(item, index) =>
          !rendered(index) ? (
            <figure className="gallery__frame">
              <span className="gallery__media gallery__media--pending" />
              {item.title && <figcaption className="gallery__caption">{item.title}</figcaption>}
            </figure>
          ) : isVideoUrl(item.src) || !lightbox ? (
            <figure className="gallery__frame">
              <MediaElement
                className="gallery__media"
                src={item.src}
                alt={item.title}
                threshold={videoThreshold}
                loading={mainLoading(index)}
                width={1280}
                height={720}
                sizes={mainSizes}
              />
              {item.title && <figcaption className="gallery__caption">{item.title}</figcaption>}
            </figure>
          ) : (
            <figure className="gallery__frame">
              <button
                type="button"
                className="zoom-button gallery__open"
                data-slide={index}
                onClick={() => openAt(index)}
                aria-label={`放大檢視：${item.title || `第 ${index + 1} 張`}`}
              >
                <MediaElement
                  className="gallery__media"
                  src={item.src}
                  alt={item.title}
                  loading={mainLoading(index)}
                  width={1280}
                  height={720}
                  sizes={mainSizes}
                />
              </button>
              {item.title && <figcaption className="gallery__caption">{item.title}</figcaption>}
            </figure>
          )
        }
      />
      {thumbsLayout && shown.length > 1 && (
        <Slider
          className="gallery__thumbs"
          items={shown}
          itemKey={itemKey}
          layout={thumbsLayout}
          label={`${label}縮圖`}
          gapPx={8}
          activeIndex={active}
          renderSlide={(item, index) => (
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`顯示第 ${index + 1} 張${item.title ? `：${item.title}` : ""}`}
              aria-current={index === active ? "true" : undefined}
              onClick={() => setActive(index)}
            >
              <MediaThumb className="cover-photo gallery__thumb-media" src={item.src} sizes={thumbSizes} />
              {isVideoUrl(item.src) && (
                <span className="gallery__play" aria-hidden="true">
                  ▶
                </span>
              )}
            </button>
          )}
        />
      )}
      {lightbox && (
        <Lightbox
          photos={photos}
          index={viewing}
          onIndexChange={setViewing}
          onClose={closeViewer}
          // Back to the photo last viewed, not the one first clicked; focusing it brings its slide into view.
          finalFocus={() =>
            root.current?.querySelector<HTMLElement>(`.gallery__main .gallery__open[data-slide="${slideOfViewed}"]`)
          }
        />
      )}
    </div>
  );
}
