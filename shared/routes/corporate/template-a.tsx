// /templateA: the article and photo gallery page that loads page resource 0/13 (docs/content-api.md); it
// works as /KryptoGo does: the left list selects the big photo.
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
