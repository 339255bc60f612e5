// /about 關於我們: the group distribution (static), the history timeline (getHistoryList; left
// out when empty) and the consultant profile (static).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { GroupDistribution } from "../../ui/about/group-distribution.js";
import { GROUP_CARDS } from "../../ui/about/group-cards.js";
import { HistoryTimeline } from "../../ui/about/history-timeline.js";
import { ProfileSection } from "../../ui/about/profile-section.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { history: (await apiOf(context).getHistoryList()) ?? [] };
}

function AboutPage() {
  const { history } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="about-page">
      <title>關於我們</title>
      <div className="page-container corporate-page">
        <PageTitle title="關於我們" english="About Us" />
        <GroupDistribution cards={GROUP_CARDS} />
        <HistoryTimeline items={history} />
      </div>
      <ProfileSection />
    </main>
  );
}

export const aboutRoute = { loader, Component: AboutPage };
