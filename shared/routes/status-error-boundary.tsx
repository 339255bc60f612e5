// One status-aware error page: 404 says the page was not found, anything else is the spec's
// generic fallback 'Unexpected Application Error!'.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function StatusErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="error-page" id="main">
        <title>找不到頁面</title>
        <h1>找不到頁面</h1>
        <p>您要找的頁面不存在或已移除。</p>
        <Link to="/">回到首頁</Link>
      </main>
    );
  }
  return (
    <main className="error-page" id="main">
      <title>Unexpected Application Error!</title>
      <h1>Unexpected Application Error!</h1>
      <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "頁面發生錯誤，請稍後再試。"}</p>
    </main>
  );
}
