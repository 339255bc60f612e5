// /buddhismIntro?id: a missing or unknown id leaves the content area empty, status 200 (docs/content-api.md).
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { hallPageOfHall } from "../../lib/hall-pages.js";
import { contentIdOf } from "../content-id.js";
import { GENERAL_LAYOUT } from "../../lib/slides-per-view.js";
import { ContentSection } from "../../ui/content/content-section.js";
import { LessonList } from "../../ui/halls/lesson-list.js";
import { GallerySlider } from "../../ui/slider/gallery-slider.js";
import { apiOf } from "../route-context.js";
import { paths } from "../../lib/paths.js";
import { PageHead } from "../../ui/head/page-head.js";
import { TemplesJsonLd } from "../../ui/head/structured-data.js";
import { hallsArea } from "../../lib/seo-site.js";
import { describe } from "../../lib/seo-text.js";
import { CONTENT_ID } from "../../lib/query-params.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  return { hall: id === null ? null : await apiOf(context).getBuddhism(id) };
}

function HallIntroPage() {
  const { hall } = useLoaderData<typeof loader>();
  const name = hall?.data.name ?? "";
  const hallPage = hall?.data.id ? hallPageOfHall(hall.data.id) : null;
  const photos = hall?.slider.map((photo) => ({ src: photo.image, title: photo.title })) ?? [];
  return (
    <main id="main" className="hall-main">
      <PageHead
        title={name ? "佛堂介紹與課程" : "佛堂資訊"}
        area={hallsArea(name)}
        description={[hall?.data.content]}
        image={hall?.data.image}
        params={[CONTENT_ID]}
      />
      {hall && (
        <TemplesJsonLd
          halls={[
            {
              name,
              path: paths.buddhismIntro(hall.data.id ?? 0),
              image: hall.data.image,
              description: describe([hall.data.content], ""),
            },
          ]}
        />
      )}
      {hall && (
        <>
          <h1 className="hall-heading">{name}</h1>
          {/* key: another hall's photos start at their first photo. */}
          {photos.length > 0 && (
            <GallerySlider
              key={hall.data.id ?? name}
              items={photos}
              label={`${name}照片`}
              mainLayout={GENERAL_LAYOUT}
              // Right under the heading: the first screen's main picture.
              priority
            />
          )}
          <ContentSection heading="佛堂介紹" html={hall.data.content} />
          {hallPage && (
            <p className="hall-links">
              <Link className="hall-button hall-button--quiet" to={paths.hallPage(hallPage.n)}>
                佛堂導覽與課程時間表
              </Link>
            </p>
          )}
          <section aria-labelledby="hall-lessons-heading">
            <h2 id="hall-lessons-heading" className="hall-section-title">
              開設課程
            </h2>
            <LessonList lessons={hall.lesson} />
          </section>
        </>
      )}
    </main>
  );
}

export { HallIntroPage as Component };

export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
