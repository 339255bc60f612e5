// Halls area layout (pathless): loads the hall list once and puts the hall bar and the footer around
// /buddhism, /buddhism1-4, /buddhismIntro and /buddhismLesson. Pages read the list from here. Loaded
// on demand like a page (lazyPage in the route table).
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { HallShell } from "../../ui/halls/hall-shell.js";
import { HALLS_LAYOUT_ID } from "../layout-ids.js";
import { useLayoutData } from "../layout-data.js";
import { apiOf } from "../route-context.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { halls: (await apiOf(context).getBuddhismList()) ?? [] };
}

export type HallsLayoutData = Awaited<ReturnType<typeof loader>>;

/** The layout's data, for the pages under it (always present: the layout's loader ran first). */
export function useHalls(): HallsLayoutData {
  return useLayoutData<typeof loader>(HALLS_LAYOUT_ID);
}

export function Component() {
  const { halls } = useLoaderData<typeof loader>();
  return (
    <HallShell halls={halls}>
      <Outlet />
    </HallShell>
  );
}

// The hall list is the same on every hall page: load it once per visit, not per navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;
