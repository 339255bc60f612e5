// The home page (spec "/ Home"): media slider, news tabs with card carousel, five image buttons,
// mission / future vision / sustainability. The footer comes with the corporate layout.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { HomeLinks } from "../../ui/home/home-links.js";
import { HomeSlider } from "../../ui/home/home-slider.js";
import { HomeStatements } from "../../ui/home/home-statements.js";
import { NewsSection } from "../../ui/home/news-section.js";
import { OrganizationJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

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
