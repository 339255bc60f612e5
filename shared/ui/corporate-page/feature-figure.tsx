// The wide picture at the top of a corporate feature page (/alpha, /eliteRecruitment): one of the
// site's own 16:9 images, loaded first since it is the page's largest paint.
import { FEATURE_FIGURE } from "../../lib/content-image-sizes.js";
import { siteMedia } from "../../lib/site-media.js";
import { ResponsiveImage } from "../media/responsive-image.js";

/** `file`: a file under public/site-media/. */
export function FeatureFigure({ file, alt }: { file: string; alt: string }) {
  return (
    <figure className="feature-figure">
      <ResponsiveImage src={siteMedia(file)} alt={alt} width={1200} height={675} priority sizes={FEATURE_FIGURE} />
    </figure>
  );
}
