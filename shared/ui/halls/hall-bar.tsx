import { useLocation } from "react-router";
import { AreaBar } from "../layout/area-bar.js";
import type { HallSummary } from "../../api/buddhism.server.js";
import { paths } from "../../lib/paths.js";
import { parseId } from "../../lib/query-id.js";

export function HallBar({ halls }: { halls: readonly HallSummary[] }) {
  const { pathname, search } = useLocation();
  // Only ?id= picks what a hall page shows; other parameters must not change the bar, since the
  // server shares one render among URLs that differ only in them (server/web/pages/page-key.ts).
  const id = parseId(new URLSearchParams(search).get("id"));
  // The query decides which hall is shown, so "current" compares path and query.
  const isCurrent = (to: string) => to === pathname || (id !== null && to === `${pathname}?id=${id}`);
  const links = [
    { key: "all", label: "佛堂總覽", to: paths.buddhism },
    ...halls.map((hall) => ({ key: String(hall.id), label: hall.name, to: paths.buddhismIntro(hall.id) })),
  ].map((link) => ({ ...link, current: isCurrent(link.to) }));
  return (
    <AreaBar navId="hall-nav" navLabel="佛堂選單" logo="/images/logo.svg" title="佛堂與課程" links={links} skipLink />
  );
}
