// 404 says not found; anything else is the spec's 'Unexpected Application Error!'.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PageHead } from "../ui/head/page-head.js";
import { CORPORATE_AREA } from "../lib/seo-site.js";

export function StatusErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="error-page" id="main">
        <PageHead title="找不到頁面" area={CORPORATE_AREA} noindex />
        <h1>找不到頁面</h1>
        <p>您要找的頁面不存在或已移除。</p>
        <Link to="/">回到首頁</Link>
      </main>
    );
  }
  return (
    <main className="error-page" id="main">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <h1>Unexpected Application Error!</h1>
      <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "頁面發生錯誤，請稍後再試。"}</p>
    </main>
  );
}
