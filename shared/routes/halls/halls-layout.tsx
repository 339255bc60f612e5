// Halls area layout: loads the hall list once for every hall page.
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { HallShell } from "../../ui/halls/hall-shell.js";
import { HALLS_LAYOUT_ID } from "../layout-ids.js";
import { useLayoutData } from "../layout-data.js";
import { apiOf } from "../route-context.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { halls: (await apiOf(context).getBuddhismList()) ?? [] };
}

export type HallsLayoutData = Awaited<ReturnType<typeof loader>>;

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
