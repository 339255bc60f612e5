// /KryptoGo: page resource 0/7 (docs/content-api.md).
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ResourcePageMain } from "../../ui/resource-page/resource-page-main.js";
import { apiOf } from "../route-context.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { resource: await apiOf(context).getPageResource("0/7") };
}

function KryptoGoPage() {
  const { resource } = useLoaderData<typeof loader>();
  return <ResourcePageMain resource={resource} fallbackTitle="數位資產專區" />;
}

export { KryptoGoPage as Component };
