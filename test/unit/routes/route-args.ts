// What a route loader or action is called with in these tests: a Request and a fake ApiClient that fails
// on any call a test did not give it, so a loader that asks the upstream when it should not fails.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { ApiClient } from "../../../shared/api/api-client.js";

export const GATEWAY_URL = "https://payment.example/gateway";

const unexpected = (name: string) => () => {
  throw new Error(`the loader asked the upstream for ${name}`);
};

export function fakeApi(answers: Partial<ApiClient> = {}): ApiClient {
  return {
    getMenu: unexpected("getMenu"),
    getHomeSlides: unexpected("getHomeSlides"),
    getNewsCategories: unexpected("getNewsCategories"),
    getPageResource: unexpected("getPageResource"),
    getPage: unexpected("getPage"),
    getPageByPath: unexpected("getPageByPath"),
    getAlbumContent: unexpected("getAlbumContent"),
    getArticle: unexpected("getArticle"),
    getPageList: unexpected("getPageList"),
    getFocusList: unexpected("getFocusList"),
    getHistoryList: unexpected("getHistoryList"),
    getCharity: unexpected("getCharity"),
    getCharityActivityList: unexpected("getCharityActivityList"),
    getCharityActivity: unexpected("getCharityActivity"),
    getCharityAlbum: unexpected("getCharityAlbum"),
    getSponsors: unexpected("getSponsors"),
    donate: unexpected("donate"),
    getAtmTransfer: unexpected("getAtmTransfer"),
    getBuddhismList: unexpected("getBuddhismList"),
    getBuddhism: unexpected("getBuddhism"),
    getBuddhismLesson: unexpected("getBuddhismLesson"),
    ...answers,
  };
}

/** `pattern`: the matched route's path, as React Router gives it ("/buddhism2"). */
export function loaderArgs(address: string, api: ApiClient, pattern = new URL(address).pathname): LoaderFunctionArgs {
  const url = new URL(address);
  return {
    request: new Request(url),
    url,
    pattern,
    params: {},
    context: { api, paymentGatewayUrl: GATEWAY_URL },
  };
}

/** A no-JavaScript form post to `address`. */
export function actionArgs(address: string, api: ApiClient, form: Record<string, string>): ActionFunctionArgs {
  const url = new URL(address);
  return {
    request: new Request(url, { method: "POST", body: new URLSearchParams(form) }),
    url,
    pattern: url.pathname,
    params: {},
    context: { api, paymentGatewayUrl: GATEWAY_URL },
  };
}

/** What a loader threw (a redirect Response or a `data()` status), for the assertions on it. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("it did not throw");
}

/** The address a thrown redirect sends the visitor to. */
export async function redirectOf(run: () => unknown): Promise<string | null> {
  const thrown = await thrownBy(run);
  if (!(thrown instanceof Response) || thrown.status !== 302) throw new Error(`not a redirect: ${String(thrown)}`);
  return thrown.headers.get("Location");
}
