// Charity area layout: checks `id` and loads the charity once for /charity1-4.
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from "react-router";
import { CharityShell } from "../../ui/charity/charity-shell.js";
import { useLayoutData } from "../layout-data.js";
import { apiOf } from "../route-context.js";
import { CHARITY_LAYOUT_ID } from "../layout-ids.js";
import { charityIdOf } from "./charity-id.js";
import { canonicalSpelling, CHARITY_ID } from "../../lib/query-params.js";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const charityId = charityIdOf(request);
  return { charityId, charity: await apiOf(context).getCharity(charityId) };
}

export type CharityLayoutData = Awaited<ReturnType<typeof loader>>;

export function useCharity(): CharityLayoutData {
  return useLayoutData<typeof loader>(CHARITY_LAYOUT_ID);
}

export function Component() {
  const { charityId, charity } = useLoaderData<typeof loader>();
  return (
    <CharityShell charityId={charityId} title={charity?.title ?? ""}>
      <Outlet />
    </CharityShell>
  );
}

const charityOf = (url: URL) => canonicalSpelling(CHARITY_ID, url.searchParams);

// Moving between the four pages of one charity keeps its title; only another id reloads it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  charityOf(currentUrl) !== charityOf(nextUrl) ? defaultShouldRevalidate : false;
