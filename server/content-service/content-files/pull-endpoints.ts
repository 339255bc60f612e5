// Every call of docs/content-api.md, in one place: those content:pull asks and those it leaves to the
// site (a test holds the two lists equal to the doc's, so a new endpoint in the contract needs a step here).

/** A call as the doc names it: the method, then the path. */
export type PullEndpoint = `${"GET" | "POST"} /api/${string}`;

/** The calls content:pull makes, each by the step of its kind (pull-steps/). */
export const PULLED = {
  menuList: "POST /api/website/getMenuList",
  homeSlider: "GET /api/homepage/slider",
  homeNews: "GET /api/homepage/articleList",
  kryptoGoResource: "GET /api/homepage/pageResource/0/7",
  templateAResource: "GET /api/homepage/pageResource/0/13",
  page: "POST /api/website/getPage",
  albumContent: "POST /api/website/getAlbumContent",
  article: "POST /api/website/getArticle",
  pageList: "POST /api/website/getPageList",
  focusList: "POST /api/website/getFocusList",
  historyList: "POST /api/website/getHistoryList",
  charity: "POST /api/website/getCharity",
  charityActivityList: "POST /api/website/getCharityActivityList",
  charityAlbum: "POST /api/website/getCharityAlbum",
  hallList: "POST /api/website/getBuddhismList",
  hall: "POST /api/website/getBuddhism",
  course: "POST /api/website/getBuddhismLesson",
} as const satisfies Record<string, PullEndpoint>;

/** The calls it does not make: donations stay with the service that took them, and one record is pulled by its list. */
export const NOT_PULLED: readonly PullEndpoint[] = [
  // Each activity comes whole in its charity's activity list.
  "POST /api/website/getCharityActivity",
  "GET /api/homepage/sponsor",
  "POST /api/homepage/donate",
  "POST /api/homepage/donate/atm",
  "POST /api/website/getAtmTransfer",
];
