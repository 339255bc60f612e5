// /article?id: title, optional thumbnail image, HTML content (spec "/article"). A missing or
// unknown id leaves the content area empty with status 200 (decisions.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { idFromUrl } from "../../lib/query-id.js";
import { apiOf } from "../route-context.js";
import { RichText } from "../../ui/content/rich-text.js";
import "../../ui/content/content-page.css";
import { ResponsiveImage } from "../../ui/media/responsive-image.js";
import { FULL_COLUMN } from "../../lib/content-image-sizes.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const id = idFromUrl(request.url);
  return { article: id === null ? null : await apiOf(context).getArticle(id) };
}

function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="content-page page-container">
      <title>{article?.title || "文章"}</title>
      {article && (
        <article>
          <header className="content-page__header">
            <h1 className="content-page__title">{article.title}</h1>
          </header>
          {article.thumbnailUrl && (
            <ResponsiveImage
              className="content-page__cover"
              src={article.thumbnailUrl}
              alt=""
              width={1280}
              height={720}
              priority
              sizes={FULL_COLUMN}
            />
          )}
          <RichText html={article.content} />
        </article>
      )}
    </main>
  );
}

export const articleRoute = { loader, Component: ArticlePage };
