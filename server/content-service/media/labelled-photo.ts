// A generated placeholder photo as a JPEG, as a camera would give: the labelled drawing rendered once
// on the server (with the host's CJK fonts), so browsers decode pixels instead of building a vector
// document and laying out its Chinese text on the main thread for every picture.
import sharp from "sharp";
import { labelledSvg, type MediaImage } from "./labelled-svg.js";

export function labelledPhoto(image: MediaImage): Promise<Buffer> {
  return sharp(Buffer.from(labelledSvg(image)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
