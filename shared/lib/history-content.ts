// The history card shows non-empty title, label, enLabel and image items (spec "/about").
import { safeMediaUrl } from "./link-rules.js";

export type HistoryLine =
  | { kind: "title"; text: string }
  | { kind: "label"; text: string }
  | { kind: "enLabel"; text: string }
  | { kind: "image"; src: string };

export interface HistoryContentItem {
  type: string;
  data: string;
}

function lineOf({ type, data }: HistoryContentItem): HistoryLine | null {
  const text = data.trim();
  if (text === "") return null;
  switch (type) {
    case "title":
    case "label":
    case "enLabel":
      return { kind: type, text };
    case "image": {
      // Image data comes straight from upstream text: only http(s) and site-relative addresses pass.
      const src = safeMediaUrl(text);
      return src ? { kind: "image", src } : null;
    }
    default:
      return null;
  }
}

export function historyLines(content: readonly HistoryContentItem[]): HistoryLine[] {
  return content.flatMap((item) => {
    const line = lineOf(item);
    return line ? [line] : [];
  });
}
