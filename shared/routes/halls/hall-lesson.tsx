// /buddhismLesson?id: a missing or unknown id leaves the content area empty, status 200 (docs/content-api.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchAlbumPhotos } from "../../api/browser-api.js";
import { contentIdOf } from "../content-id.js";
import { AlbumGallery } from "../../ui/album/album-gallery.js";
import { MediaElement } from "../../ui/media/media-element.js";
import { apiOf } from "../route-context.js";
import { PageHead } from "../../ui/head/page-head.js";
import { hallsArea } from "../../lib/seo-site.js";
import { LESSON_IMAGE } from "../../lib/image-kinds.js";
import { CONTENT_ID } from "../../lib/query-params.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  return { id, lesson: id === null ? null : await apiOf(context).getBuddhismLesson(id) };
}

function HallLessonPage() {
  const { id, lesson } = useLoaderData<typeof loader>();
  const name = lesson?.result.name ?? "";
  return (
    <main id="main" className="hall-main">
      <PageHead title={name || "課程資訊"} area={hallsArea()} image={lesson?.result.image} params={[CONTENT_ID]} />
      {lesson && (
        <>
          <h1 className="hall-heading">{name}</h1>
          <MediaElement
            {...LESSON_IMAGE}
            className="hall-lesson__image"
            src={lesson.result.image}
            alt={name}
            loading="eager"
          />
          {(lesson.album.length > 0 || lesson.slider.length > 0) && (
            <section aria-labelledby="lesson-photos-heading">
              <h2 id="lesson-photos-heading" className="hall-section-title">
                活動照片
              </h2>
              {/* key: another course's albums start over at their first album. */}
              <AlbumGallery
                key={id}
                albums={lesson.album}
                firstPhotos={lesson.slider}
                fetchPhotos={fetchAlbumPhotos}
                label="活動照片"
              />
            </section>
          )}
        </>
      )}
    </main>
  );
}

export { HallLessonPage as Component };

export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
