// Each rule mirrors the stylesheet named beside it; change both together.
import { gridSizes, PAGE_COLUMN, px, vw, type SizeRule } from "./image-sizes.js";

/** The page column's full width: heroes, covers (page-layouts.css, content-page.css). */
export const FULL_COLUMN: SizeRule[] = PAGE_COLUMN;

/** The media beside the text on a content page: 6 of 11 columns with a 40 px gap, one column under 992 px. */
export const CONTENT_MEDIA: SizeRule[] = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 991, width: vw(100, -48) },
  { maxWidth: 1200, width: vw(54.55, -48) },
  { maxWidth: null, width: px(607) },
];

/** A lesson or hall image capped at 960 px (halls.css). */
export const HALL_MEDIA: SizeRule[] = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 1008, width: vw(100, -48) },
  { maxWidth: null, width: px(960) },
];

/** Cards three across, two under 992 px, one under 601 px (entry-card-list.css, reward-list.css). */
export const THREE_CARDS: SizeRule[] = gridSizes(
  [
    [600, 1],
    [991, 2],
  ],
  3,
);

/** Hall and lesson cards: auto-fill columns of at least 260 px (hall-cards.css). */
export const AUTO_FILL_CARDS: SizeRule[] = [
  { maxWidth: 600, width: vw(100, -32) },
  { maxWidth: 900, width: vw(50, -24) },
  { maxWidth: null, width: px(400) },
];

/** The home image buttons: five across, three under 992 px, two under 767 px (home-links.css). */
export const HOME_BUTTONS: SizeRule[] = gridSizes(
  [
    [766, 2],
    [991, 3],
  ],
  5,
);

/** The figure on /alpha and /eliteRecruitment: the column, 960 px at most (corporate-page.css). */
export const FEATURE_FIGURE: SizeRule[] = [
  { maxWidth: 766, width: vw(100, -32) },
  { maxWidth: 1008, width: vw(100, -48) },
  { maxWidth: null, width: px(960) },
];
