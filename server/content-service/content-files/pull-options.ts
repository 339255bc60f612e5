export interface PullOptions {
  from: string;
  out: string;
  /** pagePath pages (/charity?path=) to pull besides those linked from content. */
  pagePaths?: string[];
  /** Charities to pull besides those the menu, news and focus items link to. */
  charityIds?: number[];
}
