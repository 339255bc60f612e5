// A page rendered outside its layout is a programming error that names the layout, not an empty page.
import { createElement } from "react";
import { expect, test } from "vitest";
import { useLayoutData } from "../../../shared/routes/layout-data.js";
import { renderRoute } from "./render-route.js";

const Page = () => createElement("p", null, String(useLayoutData<() => string>("charity")));

test("inside its layout a page reads the layout's data", async () => {
  const routes = [
    { id: "charity", path: "/", loader: () => "layout data", children: [{ index: true, Component: Page }] },
  ];
  expect((await renderRoute(routes, "http://test/")).html).toContain("layout data");
});

test("outside it, the render fails, naming the layout", async () => {
  const routes = [{ id: "halls", path: "/", loader: () => "other data", children: [{ index: true, Component: Page }] }];
  await expect(renderRoute(routes, "http://test/")).rejects.toThrow("page rendered outside the charity layout");
});
