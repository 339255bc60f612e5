// Placeholder photos rendered once to JPEG on the server, so browsers do not lay out Chinese SVG text per picture.
import sharp from "sharp";
import { labelledSvg, type MediaImage } from "./labelled-svg.js";

export function labelledPhoto(image: MediaImage): Promise<Buffer> {
  return sharp(Buffer.from(labelledSvg(image)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
