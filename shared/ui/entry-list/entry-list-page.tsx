import { PageTitle } from "../corporate-page/page-title.js";
import { PageHead } from "../head/page-head.js";
import { CORPORATE_AREA } from "../../lib/seo-site.js";
import { EntryCardList, type EntryCard } from "./entry-card-list.js";

export function EntryListPage({
  title,
  english,
  cards,
}: {
  title: string;
  english: string;
  cards: readonly EntryCard[];
}) {
  return (
    <main id="main" className="page-container corporate-page">
      <PageHead title={title} area={CORPORATE_AREA} />
      <PageTitle title={title} english={english} />
      <EntryCardList cards={cards} />
    </main>
  );
}
