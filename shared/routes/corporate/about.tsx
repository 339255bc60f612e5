// /about 關於我們
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { GroupDistribution } from "../../ui/about/group-distribution.js";
import { GROUP_CARDS } from "../../ui/about/group-cards.js";
import { HistoryTimeline } from "../../ui/about/history-timeline.js";
import { ProfileSection } from "../../ui/about/profile-section.js";
import { OrganizationJsonLd } from "../../ui/head/structured-data.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { history: (await apiOf(context).getHistoryList()) ?? [] };
}

function AboutPage() {
  const { history } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="about-page">
      <PageHead
        title="關於我們"
        area={CORPORATE_AREA}
        description={[
          "認識恆岳集團：橫跨金融保險、創投私募、金融科技、健康蔬食、不動產開發與公益慈善的集團版圖，歷年發展沿革，以及創辦人的經歷與著作。",
        ]}
      />
      <OrganizationJsonLd />
      <div className="page-container corporate-page">
        <PageTitle title="關於我們" english="About Us" />
        <GroupDistribution cards={GROUP_CARDS} />
        <HistoryTimeline items={history} />
      </div>
      <ProfileSection />
    </main>
  );
}

export { AboutPage as Component };
