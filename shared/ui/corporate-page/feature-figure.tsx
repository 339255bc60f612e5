// Loaded first: it is the page's largest paint.
import { FEATURE_IMAGE } from "../../lib/image-kinds.js";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";

/** `file`: a file under public/site-media/. */
export function FeatureFigure({ file, alt }: { file: string; alt: string }) {
  return (
    <figure className="feature-figure">
      <ResponsiveImage {...FEATURE_IMAGE} src={siteMedia(file)} alt={alt} priority />
    </figure>
  );
}
