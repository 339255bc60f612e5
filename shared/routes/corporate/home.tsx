// The home page (spec "/ Home").
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { deferredSection } from "../../ui/deferred-section.js";
import { OrganizationJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

// The sections hydrate after the rest of the page: their code (the slider above all) is not among the
// scripts the page waits for. Their controls need swiper, which loads after hydration anyway.
const HomeSlider = deferredSection(() => import("../../ui/home/home-slider.js").then((m) => m.HomeSlider));
const NewsSection = deferredSection(() => import("../../ui/home/news-section.js").then((m) => m.NewsSection));
const HomeLinks = deferredSection(() => import("../../ui/home/home-links.js").then((m) => m.HomeLinks));
const HomeStatements = deferredSection(() => import("../../ui/home/home-statements.js").then((m) => m.HomeStatements));

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [slides, news] = await Promise.all([api.getHomeSlides(), api.getNewsCategories()]);
  return { slides: slides ?? [], news: news ?? [] };
}

function HomePage() {
  const { slides, news } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="home">
      <PageHead title="首頁" area={CORPORATE_AREA} />
      <OrganizationJsonLd />
      <h1 className="visually-hidden">恆岳集團首頁</h1>
      <HomeSlider slides={slides} />
      <NewsSection categories={news} />
      <HomeLinks />
      <HomeStatements />
    </main>
  );
}

export { HomePage as Component };
