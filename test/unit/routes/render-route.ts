// Renders one address through React Router's server path, as the page handler does, to the page's markup.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";

export async function renderRoute(routes: RouteObject[], address: string): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { status: context.statusCode, html };
}
