// PLACEHOLDER home page (to be completed: media slider, news tabs, image buttons, text blocks).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [slides, news] = await Promise.all([api.getHomeSlides(), api.getNewsCategories()]);
  return { slides: slides ?? [], news: news ?? [] };
}

function HomePage() {
  const { slides, news } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <title>首頁</title>
      <p>{slides.length} slides</p>
      {news.map((c) => (
        <section key={c.id}>
          <h2>{c.category}</h2>
          {c.articleList.map((a) => (
            <p key={a.postID}>{a.title}</p>
          ))}
        </section>
      ))}
    </main>
  );
}

export const homeRoute = { loader, Component: HomePage };
