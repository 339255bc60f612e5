// /focusActivities 焦點活動
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { focusItemLink } from "../../lib/list-links.js";
import { EntryListPage } from "../../ui/entry-list/entry-list-page.js";

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
  return <EntryListPage title="焦點活動" english="Focus Activities" cards={cards} />;
}

export { FocusActivitiesPage as Component };
