// /focusActivities 焦點活動: the focus items (getFocusList); each links to its redirect address or
// to /page{typeID}?id={pageID}.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { focusItemLink } from "../../lib/list-links.js";
import { PageTitle } from "../../ui/corporate-page/page-title.js";
import { EntryCardList } from "../../ui/entry-list/entry-card-list.js";
import { PageHead } from "../../ui/head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { items: (await apiOf(context).getFocusList()) ?? [] };
}

function FocusActivitiesPage() {
  const { items } = useLoaderData<typeof loader>();
  // Focus items have no id of their own; the position keeps keys stable for one list.
  const cards = items.map((item, index) => ({
    key: `${index}-${item.pageID}`,
    title: item.title,
    intro: item.intro,
    image: item.thumbnailUrl,
    link: focusItemLink(item),
  }));
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead title="焦點活動" area={CORPORATE_AREA} />
      <PageTitle title="焦點活動" english="Focus Activities" />
      <EntryCardList cards={cards} />
    </main>
  );
}

export { FocusActivitiesPage as Component };
