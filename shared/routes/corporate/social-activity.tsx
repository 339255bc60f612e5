// /socialActivity 社團活動
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { apiOf } from "../route-context.js";
import { paths } from "../../lib/paths.js";
import { socialEntryLink } from "../../lib/list-links.js";
import { EntryListPage } from "../../ui/entry-list/entry-list-page.js";

const SOCIAL_MENU_PATH = paths.socialActivity.slice(1);

export async function loader({ context }: LoaderFunctionArgs) {
  return { entries: (await apiOf(context).getPageList(SOCIAL_MENU_PATH)) ?? [] };
}

function SocialActivityPage() {
  const { entries } = useLoaderData<typeof loader>();
  const cards = entries.map((entry) => ({
    key: String(entry.id),
    title: entry.title,
    image: entry.image,
    link: socialEntryLink(entry),
  }));
  return <EntryListPage title="社團活動" english="Social Activity" cards={cards} />;
}

export { SocialActivityPage as Component };
