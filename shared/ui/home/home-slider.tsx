// The home media slider (spec "/ Home", sections 4 and 9).
import type { HomeSlide } from "../../api/home.server.js";
import { byPosition } from "../../lib/gallery-rules.js";
import { SINGLE_LAYOUT } from "../../lib/slides-per-view.js";
import { isVideoUrl } from "../../lib/video-url.js";
import { MediaElement } from "../media/media-element.js";
import { Slider } from "../slider/slider.js";
import "./home-slider.css";
import { px, vw } from "../../lib/image-sizes.js";

export const HOME_SLIDE_DELAY_MS = 4000;

// The full viewport up to the slider's 1440 px (home-slider.css).
const SLIDE_SIZES = [
  { maxWidth: 1440, width: vw(100) },
  { maxWidth: null, width: px(1440) },
];

export function HomeSlider({ slides }: { slides: readonly HomeSlide[] }) {
  const shown = byPosition(slides.filter((slide) => slide.fileUrl));
  if (shown.length === 0) return null;
  return (
    <Slider
      className="home-slider"
      items={shown}
      itemKey={(slide, index) => `${index}:${slide.fileUrl}`}
      layout={SINGLE_LAYOUT}
      label="首頁輪播"
      autoplayMs={HOME_SLIDE_DELAY_MS}
      playActiveVideo
      navigation
      navLabels={{ prev: "上一張", next: "下一張" }}
      renderSlide={(slide, index) => {
        const video = slide.fileType === "video" || isVideoUrl(slide.fileUrl);
        return (
          <MediaElement
            className="home-slider__media"
            src={slide.fileUrl}
            kind={video ? "video" : "image"}
            // The data has no caption for a banner; images are decoration beside the page's own text.
            alt={video ? "形象影片" : ""}
            videoAutoplay="none"
            // The slider plays it when its slide is entered (slide-video.ts), which loads it then.
            videoPreload="none"
            loading={index === 0 ? "eager" : "lazy"}
            width={1060}
            height={596}
            sizes={SLIDE_SIZES}
          />
        );
      }}
    />
  );
}
