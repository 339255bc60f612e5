// A generated placeholder photo: a coloured gradient with a large label, so a person can tell images apart.
import { escapeHtml } from "../../../shared/lib/html-escape.js";

export interface MediaImage {
  label: string;
  caption: string;
  width: number;
  height: number;
  hue: number;
}

const FONT = "'Noto Sans TC','PingFang TC','Microsoft JhengHei',system-ui,sans-serif";

/** Roughly how many em a label needs: CJK characters are one em wide, Latin ones about half. */
function emWidth(text: string): number {
  let width = 0;
  // eslint-disable-next-line no-control-regex -- the whole Latin range, control characters included
  for (const char of text) width += /[\u0000-\u024f]/.test(char) ? 0.58 : 1;
  return Math.max(width, 1);
}

export function labelledSvg({ label, caption, width: w, height: h, hue }: MediaImage): string {
  const short = Math.min(w, h);
  const labelSize = Math.max(12, Math.floor(Math.min(h * 0.13, (w * 0.86) / emWidth(label))));
  const captionSize = Math.max(10, Math.floor(short * 0.045));
  const hill = `M0 ${h * 0.78} L${w * 0.28} ${h * 0.6} L${w * 0.52} ${h * 0.74} L${w * 0.78} ${h * 0.52} L${w} ${h * 0.68} V${h} H0 Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 55%, 46%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 24%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${short * 0.32}" fill="#fff" fill-opacity="0.1"/>`,
    `<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${short * 0.45}" fill="#fff" fill-opacity="0.06"/>`,
    `<path d="${hill}" fill="#000" fill-opacity="0.14"/>`,
    `<text x="${w / 2}" y="${h / 2}" font-family="${FONT}" font-size="${labelSize}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label)}</text>`,
    `<text x="${w / 2}" y="${h - captionSize * 1.6}" font-family="${FONT}" font-size="${captionSize}" fill="#fff" fill-opacity="0.75" text-anchor="middle">${escapeHtml(caption)}</text>`,
    "</svg>",
  ].join("");
}
