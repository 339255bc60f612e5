// content:pull's older donation pages (/charity?path=): those asked for and those the content links to,
// numbered after the pages pulled by id.
import { pageByPathResponse } from "../../../../shared/api/page.server.js";
import { DONATION_PAGE_PATH } from "../../../../shared/lib/query-params.js";
import { PULLED } from "../pull-endpoints.js";
import { linkedIn } from "./linked-routes.js";
import type { PullRun } from "./pull-run.js";

export async function pullPathPages(
  run: PullRun,
  { asked, linking, firstId }: { asked: readonly string[]; linking: readonly string[]; firstId: number },
): Promise<void> {
  // Read as the site reads the link's path (a malformed escape included), so the page pulled is the one it shows.
  const linked = linkedIn(linking, /\/charity\?path=([^"&#]+)/g).flatMap((raw) => {
    const parsed = DONATION_PAGE_PATH.parse(new URLSearchParams(`path=${raw}`).get("path"));
    return parsed.kind === "value" ? [parsed.value] : [];
  });
  let id = firstId;
  for (const pagePath of new Set([...asked, ...linked])) {
    const page = await run.call(pageByPathResponse, PULLED.page, { pagePath });
    if (!page) continue;
    run.write(`pages/${id}`, {
      id,
      typeId: 1,
      title: page.data.result.title,
      content: await run.rich(page.data.result.content),
      pagePath,
    });
    id += 1;
  }
}
