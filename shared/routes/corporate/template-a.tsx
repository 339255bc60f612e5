// /templateA: page resource 0/13 (docs/content-api.md), as /KryptoGo.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ResourcePageMain } from "../../ui/resource-page/resource-page-main.js";
import { apiOf } from "../route-context.js";

export async function loader({ context }: LoaderFunctionArgs) {
  return { resource: await apiOf(context).getPageResource("0/13") };
}

function TemplateAPage() {
  const { resource } = useLoaderData<typeof loader>();
  return <ResourcePageMain resource={resource} fallbackTitle="活動紀實" />;
}

export { TemplateAPage as Component };
