// /article?id: a missing or unknown id leaves the content area empty, status 200 (docs/content-api.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { contentIdOf } from "../content-id.js";
import { apiOf } from "../route-context.js";
import { RichText } from "../../ui/content/rich-text.js";
import { ContentHeader } from "../../ui/page-layouts/content-parts.js";
import "../../ui/content/content-page.css";
import { NewsArticleJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { ResponsiveImage } from "../../ui/media/responsive-image.js";
import { COVER_IMAGE } from "../../lib/image-kinds.js";
import { CONTENT_ID } from "../../lib/query-params.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = contentIdOf(request);
  return { article: id === null ? null : await apiOf(context).getArticle(id) };
}

function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="content-page page-container">
      <PageHead
        title={article?.title || "文章"}
        area={CORPORATE_AREA}
        description={[article?.content]}
        image={article?.thumbnailUrl}
        type="article"
        params={[CONTENT_ID]}
      />
      {article && (
        <NewsArticleJsonLd
          headline={article.title}
          description={[article.content]}
          fallbackDescription={CORPORATE_AREA.description}
          datePublished={article.datePublished}
          image={article.thumbnailUrl}
          params={[CONTENT_ID]}
        />
      )}
      {article && (
        <article>
          <ContentHeader title={article.title} />
          {article.thumbnailUrl && (
            <ResponsiveImage
              {...COVER_IMAGE}
              className="content-page__cover"
              src={article.thumbnailUrl}
              alt=""
              priority
            />
          )}
          <RichText html={article.content} />
        </article>
      )}
    </main>
  );
}

export { ArticlePage as Component };

export { StatusErrorBoundary as ErrorBoundary } from "../status-error-boundary.js";
