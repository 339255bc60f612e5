// A layout's loader runs before its pages render: missing data is a programming error, not a state.
import { useRouteLoaderData } from "react-router";

export function useLayoutData<Loader>(layoutId: string) {
  const data = useRouteLoaderData<Loader>(layoutId);
  if (data === undefined) throw new Error(`page rendered outside the ${layoutId} layout`);
  return data;
}
