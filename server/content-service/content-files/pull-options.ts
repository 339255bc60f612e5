// content:pull's options and its limits (docs/content.md, "Moving off another backend"), with their defaults.

export interface PullLimits {
  /** One photo or video, streamed to disk. */
  mediaMaxBytes: number;
  /** One JSON answer, counted while it is read. */
  jsonMaxBytes: number;
  /** Everything the pull downloads. */
  totalMaxBytes: number;
  /** One request, its body included. */
  requestTimeoutMs: number;
  /** The whole pull. */
  totalTimeoutMs: number;
}

const MB = 1024 * 1024;

/** A long video fits one answer; a page's JSON is far below its cap (the site reads 2 MB at most by default). */
export const DEFAULT_PULL_LIMITS: PullLimits = {
  mediaMaxBytes: 1024 * MB,
  jsonMaxBytes: 16 * MB,
  totalMaxBytes: 10 * 1024 * MB,
  requestTimeoutMs: 120_000,
  totalTimeoutMs: 3_600_000,
};

/** The command-line option that sets each limit: messages name it, so the operator knows what to raise. */
export const LIMIT_OPTIONS: Readonly<Record<keyof PullLimits, string>> = {
  mediaMaxBytes: "--max-media-mb",
  jsonMaxBytes: "--max-json-mb",
  totalMaxBytes: "--max-total-mb",
  requestTimeoutMs: "--request-timeout-s",
  totalTimeoutMs: "--total-timeout-s",
};

export interface PullOptions {
  from: string;
  out: string;
  /** pagePath pages (/charity?path=) to pull besides those linked from content. */
  pagePaths?: string[];
  /** Charities to pull besides those the menu, news and focus items link to. */
  charityIds?: number[];
  limits?: PullLimits;
  /** Told of each address left out (a refused photo, an answer past its cap), as it happens. */
  onSkipped?: (address: string, reason: string) => void;
}
