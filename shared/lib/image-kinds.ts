// Each recurring image's reserved box (only the ratio matters) and `sizes`, spread at call sites. Rules
// here mirror the stylesheet named beside them (the shared ones, content-image-sizes.ts's); change both.
import {
  AUTO_FILL_CARDS,
  CONTENT_MEDIA,
  FEATURE_FIGURE,
  FULL_COLUMN,
  HALL_MEDIA,
  HOME_BUTTONS,
  THREE_CARDS,
} from "./content-image-sizes.js";
import { px, sliderSizes, vw, type SizeRule } from "./image-sizes.js";
import { NEWS_LAYOUT } from "./slides-per-view.js";

export interface ImageKind {
  width: number;
  height: number;
  sizes: readonly SizeRule[];
}

const kind = (width: number, height: number, sizes: readonly SizeRule[]): ImageKind => ({ width, height, sizes });

const fixed = (width: number, height: number): ImageKind => kind(width, height, [{ maxWidth: null, width: px(width) }]);

export const COVER_IMAGE = kind(1280, 720, FULL_COLUMN);
export const GROUP_COVER_IMAGE = kind(1200, 675, FULL_COLUMN);
export const FEATURE_IMAGE = kind(1200, 675, FEATURE_FIGURE);
export const CONTENT_MEDIA_IMAGE = kind(960, 640, CONTENT_MEDIA);
export const LESSON_IMAGE = kind(1280, 720, HALL_MEDIA);

export const ENTRY_CARD_IMAGE = kind(640, 420, THREE_CARDS);
export const REWARD_IMAGE = kind(960, 640, THREE_CARDS);
export const HALL_CARD_IMAGE = kind(1280, 720, AUTO_FILL_CARDS);
/** A card in the news slider (news-section.css, NEWS_LAYOUT) inside the page column. */
export const NEWS_CARD_IMAGE = kind(400, 300, sliderSizes(NEWS_LAYOUT, 1152, 16));
export const HOME_BUTTON_IMAGE = kind(240, 160, HOME_BUTTONS);
/** An office card on /branchList (branch-list.css): three across, one (640 px at most) under 992 px. */
export const BRANCH_CARD_IMAGE = kind(960, 640, [
  { maxWidth: 672, width: vw(100, -32) },
  { maxWidth: 991, width: px(640) },
  { maxWidth: 1200, width: vw(33.3, -32) },
  { maxWidth: null, width: px(384) },
]);

/** The photo picker's preview (photo-picker.css): two thirds of the column, all of it on narrow screens. */
export const PHOTO_PREVIEW_IMAGE = kind(960, 640, [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 991, width: vw(100, -48) },
  { maxWidth: 1200, width: vw(66.7, -48) },
  { maxWidth: null, width: px(768) },
]);
/** The lightbox photo (lightbox.css): the viewport less the buttons, 1200 px at most. */
export const LIGHTBOX_IMAGE = kind(1600, 1067, [
  { maxWidth: 766, width: vw(100, -24) },
  { maxWidth: 1344, width: vw(100, -144) },
  { maxWidth: null, width: px(1200) },
]);

/** A business-group icon on /about (group-distribution.css). */
export const GROUP_ICON_IMAGE = fixed(72, 72);
/** A logo in the /about profile headings (profile-section.css). */
export const PROFILE_LOGO_IMAGE = fixed(200, 131);
/** A picture in a history card (history-timeline.css). */
export const HISTORY_IMAGE = fixed(320, 210);
/** The book cover on /about (profile-section.css). */
export const BOOK_COVER_IMAGE = fixed(285, 400);
/** The parking map in the branch-office dialog (branch-office.css). */
export const PARKING_MAP_IMAGE = fixed(600, 840);
/** A hall page's course timetable (halls.css): the column under 633 px. */
export const TIMETABLE_IMAGE = kind(600, 840, [
  { maxWidth: 632, width: vw(100, -32) },
  { maxWidth: null, width: px(600) },
]);
