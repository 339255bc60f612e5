// The rule every `?id=` content route shares (content-id.ts), run against each such loader: a bad id is a
// 404 and no id asks the upstream nothing; an unknown id leaves the content area empty (docs/content-api.md).
import type { LoaderFunctionArgs } from "react-router";
import { expect, test } from "vitest";
import type { ApiClient } from "../../../shared/api/api-client.js";
import { fakeApi, loaderArgs, thrownBy } from "./route-args.js";

type Ask = (id: number) => Promise<null>;

export function contentLoaderCases(
  path: string,
  loader: (args: LoaderFunctionArgs) => Promise<object>,
  getterOf: (ask: Ask) => Partial<ApiClient>,
  /** The loader's answer when there is no content for `id`. */
  empty: (id: number | null) => object,
) {
  test.each(["?id=abc", "?id=0", "?id="])(`${path}%s throws a 404 without asking the upstream`, async (search) => {
    expect(await thrownBy(() => loader(loaderArgs(`http://test${path}${search}`, fakeApi())))).toMatchObject({
      init: { status: 404 },
    });
  });

  test(`${path} without an id asks the upstream nothing and shows no content`, async () => {
    expect(await loader(loaderArgs(`http://test${path}`, fakeApi()))).toEqual(empty(null));
  });

  test(`${path}?id=07 asks for content 7; unknown, the content area is empty`, async () => {
    const asked: number[] = [];
    const api = fakeApi(
      getterOf(async (id) => {
        asked.push(id);
        return null;
      }),
    );
    expect(await loader(loaderArgs(`http://test${path}?id=07`, api))).toEqual(empty(7));
    expect(asked).toEqual([7]);
  });
}
