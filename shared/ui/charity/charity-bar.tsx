import { useLocation } from "react-router";
import { AreaBar } from "../layout/area-bar.js";
import { paths } from "../../lib/paths.js";

const PAGES = [
  { label: "協會簡介", path: paths.charity1 },
  { label: "最新消息", path: paths.charity2 },
  { label: "活動紀錄", path: paths.charity3 },
  { label: "我要捐款", path: paths.charity4 },
];

/** The path part of a link, lower case and without a trailing slash: route paths match case-blind. */
const pathOf = (to: string) => (to.split("?")[0] ?? "").replace(/\/+$/, "").toLowerCase();

export function CharityBar({ charityId, title }: { charityId: number; title: string }) {
  const { pathname } = useLocation();
  // The current page is matched on the path alone, so the ?id= query does not hide it.
  const links = PAGES.map(({ label, path }) => {
    const to = path(charityId);
    return { key: label, label, to, current: pathOf(to) === pathOf(pathname) };
  });
  return <AreaBar navId="charity-nav" navLabel="協會選單" logo="/favicon.svg" title={title} links={links} />;
}
