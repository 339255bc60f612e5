// The home page (spec "/ Home"): media slider, news tabs with card carousel, five image buttons,
// mission / future vision / sustainability. The footer comes with the corporate layout.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { HomeLinks } from "../../ui/home/home-links.js";
import { HomeSlider } from "../../ui/home/home-slider.js";
import { HomeStatements } from "../../ui/home/home-statements.js";
import { NewsSection } from "../../ui/home/news-section.js";

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [slides, news] = await Promise.all([api.getHomeSlides(), api.getNewsCategories()]);
  return { slides: slides ?? [], news: news ?? [] };
}

function HomePage() {
  const { slides, news } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="home">
      <title>首頁</title>
      <meta name="description" content="恆岳集團：家族資產規劃、保險保障、信託與稅務諮詢，並長期投入公益慈善。" />
      <h1 className="visually-hidden">恆岳集團首頁</h1>
      <HomeSlider slides={slides} />
      <NewsSection categories={news} />
      <HomeLinks />
      <HomeStatements />
    </main>
  );
}

export const homeRoute = { loader, Component: HomePage };
