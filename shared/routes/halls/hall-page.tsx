// /buddhism1-4 (spec "Buddhist halls"): one module, the hall taken from the route it serves.
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import {
  HALL_SCHEDULE_ANCHOR,
  HALL_SCHEDULE_IMAGE,
  hallPageByNumber,
  hallPhotos,
  type HallPage,
} from "../../lib/hall-pages.js";
import { HALL_THUMBS_LAYOUT } from "../../lib/slides-per-view.js";
import { ContentSection } from "../../ui/content/content-section.js";
import { GallerySlider } from "../../ui/slider/gallery-slider.js";
import { apiOf } from "../route-context.js";
import { paths } from "../../lib/paths.js";
import { PageHead } from "../../ui/head/page-head.js";
import { TemplesJsonLd } from "../../ui/head/structured-data.js";
import { hallsArea } from "../../lib/seo-site.js";
import { describe } from "../../lib/seo-text.js";
import { ResponsiveImage } from "../../ui/media/responsive-image.js";
import { TIMETABLE_IMAGE } from "../../lib/image-kinds.js";

/** `pattern` is the matched route's path ("/buddhism2"), not the visitor's URL. */
function hallPageOfPattern(pattern: string): HallPage {
  for (const n of [1, 2, 3, 4]) {
    if (pattern === paths.hallPage(n)) {
      const page = hallPageByNumber(n);
      if (page) return page;
    }
  }
  throw new Error(`no fixed hall page at ${pattern}`);
}

export async function loader({ context, pattern }: LoaderFunctionArgs) {
  const page = hallPageOfPattern(pattern);
  // A failed content page leaves the text out; the title, photos and schedule are the site's own.
  const found = await apiOf(context).getPage(page.pageId);
  return { n: page.n, content: found?.result.content ?? null };
}

export function Component() {
  const { n, content } = useLoaderData<typeof loader>();
  const page = hallPageByNumber(n);
  if (!page) return null;
  return (
    <main id="main" className="hall-main">
      <PageHead title="佛堂導覽" area={hallsArea(page.title)} description={[content]} />
      <TemplesJsonLd
        halls={[{ name: page.title, path: paths.hallPage(page.n), description: describe([content], "") }]}
      />
      <h1 className="hall-heading">{page.title}</h1>
      <p className="hall-links">
        <a className="hall-button" href={`#${HALL_SCHEDULE_ANCHOR}`}>
          查看課程時間表
        </a>
        <Link className="hall-button hall-button--quiet" to={paths.buddhismIntro(page.hallId)}>
          開設課程
        </Link>
      </p>
      {/* key: the four pages share this component; another hall starts at its first photo. */}
      <GallerySlider
        key={page.n}
        items={hallPhotos(page.title)}
        label={`${page.title}照片`}
        thumbsLayout={HALL_THUMBS_LAYOUT}
      />
      <ContentSection heading="佛堂介紹" html={content} />
      <section id={HALL_SCHEDULE_ANCHOR} className="hall-schedule" aria-labelledby="hall-schedule-heading">
        <h2 id="hall-schedule-heading" className="hall-section-title">
          課程時間表
        </h2>
        <ResponsiveImage {...TIMETABLE_IMAGE} src={HALL_SCHEDULE_IMAGE} alt={`${page.title}課程時間表`} />
      </section>
    </main>
  );
}
