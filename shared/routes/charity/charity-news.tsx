// /charity2?id= 最新消息
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ActivityCard } from "../../ui/charity/activity-card.js";
import { CharityHeading } from "../../ui/charity/charity-heading.js";
import { apiOf } from "../route-context.js";
import { charityIdOf } from "./charity-id.js";
import { CharityHead } from "./charity-head.js";
import { useCharity } from "./charity-layout.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { activities: (await apiOf(context).getCharityActivityList(charityIdOf(request))) ?? [] };
}

function CharityNewsPage() {
  const { charityId } = useCharity();
  const { activities } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="charity-main">
      <CharityHead section="最新消息" description={activities.map((a) => a.content)} />
      <CharityHeading title="最新消息" english="Latest News" />
      {activities.length === 0 && <p className="charity-empty">目前沒有最新消息。</p>}
      {activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} charityId={charityId} />
      ))}
    </main>
  );
}

export { CharityNewsPage as Component };
