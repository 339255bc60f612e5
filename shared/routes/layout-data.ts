// A layout's loader data, read by the pages under it. Always present: a layout's loader runs before
// its pages render, so a page without it is a programming error, not a state to render.
import { useRouteLoaderData } from "react-router";

export function useLayoutData<Loader>(layoutId: string) {
  const data = useRouteLoaderData<Loader>(layoutId);
  if (data === undefined) throw new Error(`page rendered outside the ${layoutId} layout`);
  return data;
}
