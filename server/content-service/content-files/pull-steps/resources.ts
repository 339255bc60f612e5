// content:pull's introduction pages (/KryptoGo, /templateA): each page resource the contract names, its
// articles and slider with their photos in the folder.
import { pageResourceResponse } from "../../../../shared/api/page-resource.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { PullRun } from "./pull-run.js";

const RESOURCES = [PULLED.kryptoGoResource, PULLED.templateAResource];

export async function pullResources(run: PullRun): Promise<void> {
  for (const endpoint of RESOURCES) {
    // The key the folder keeps is the call's own ("0/7"); the file is named for its last part.
    const key = endpoint.slice(endpoint.indexOf("/pageResource/") + "/pageResource/".length);
    const resource = await run.call(pageResourceResponse, endpoint);
    if (!resource) continue;
    run.write(`resources/resource-${key.slice(key.lastIndexOf("/") + 1)}`, {
      key,
      groups: await Promise.all(
        resource.data.article.map(async (group) => ({
          articles: await Promise.all(
            group.article.map(async (article) => ({
              ...article,
              content: await run.rich(article.content),
              thumbnailUrl: await run.media(article.thumbnailUrl),
            })),
          ),
        })),
      ),
      slider: await Promise.all(
        resource.data.slider.map(async ({ image, title, description }) => ({
          url: await run.media(image),
          title,
          description,
        })),
      ),
    });
  }
}
