import { createStaticHandler, data, type StaticHandlerContext } from "react-router";
import { expect, test } from "vitest";
import { hydrationJson } from "../../../../server/web/pages/hydration-data.js";

const context = (overrides: Partial<StaticHandlerContext>): StaticHandlerContext => ({
  basename: "/",
  location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
  matches: [],
  loaderData: {},
  actionData: null,
  errors: null,
  statusCode: 200,
  loaderHeaders: {},
  actionHeaders: {},
  ...overrides,
});

test("loader and action data, JSON that no content can end early", () => {
  const json = hydrationJson(
    context({ loaderData: { home: { title: "</script><script>alert(1)</script>&" } }, actionData: { form: 1 } }),
  );
  expect(json).not.toMatch(/[<>&]/);
  expect(JSON.parse(json)).toEqual({
    loaderData: { home: { title: "</script><script>alert(1)</script>&" } },
    actionData: { form: 1 },
    errors: null,
  });
});

test("a route error response keeps its status; any other error loses its details", async () => {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "gone",
          path: "gone",
          loader: () => {
            throw data("gone", { status: 410 });
          },
        },
        {
          id: "broken",
          path: "broken",
          loader: () => {
            throw new Error("upstream secret at 10.0.0.5");
          },
        },
      ],
    },
  ]);
  const gone = await handler.query(new Request("http://localhost/gone"));
  const broken = await handler.query(new Request("http://localhost/broken"));
  if (gone instanceof Response || broken instanceof Response) throw new Error("expected contexts");
  const goneErrors = (JSON.parse(hydrationJson(gone)) as { errors: Record<string, unknown> }).errors;
  expect(Object.values(goneErrors)).toEqual([
    expect.objectContaining({ status: 410, data: "gone", __type: "RouteErrorResponse" }),
  ]);
  const brokenJson = hydrationJson(broken);
  const brokenErrors = (JSON.parse(brokenJson) as { errors: Record<string, unknown> }).errors;
  expect(Object.values(brokenErrors)).toEqual([{ message: "Unexpected Server Error", __type: "Error" }]);
  expect(brokenJson).not.toContain("10.0.0.5");
});
