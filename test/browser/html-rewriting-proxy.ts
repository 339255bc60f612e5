// A proxy in front of a test site that rewrites every HTML page it passes (and may answer a few paths
// itself): the CSP tests slip markup into pages with it, the WebKit suite adds its watch script.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RewritingProxy {
  url: string;
  close(): Promise<void>;
}

/** `files`: paths the proxy answers itself, as JavaScript, on the site's own origin. */
export async function startHtmlRewritingProxy(
  target: string,
  rewrite: (html: string) => string,
  files: Record<string, string> = {},
): Promise<RewritingProxy> {
  const server = http.createServer((req, res) => {
    const own = files[req.url ?? ""];
    if (own !== undefined) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      res.end(own);
      return;
    }
    const onward = http.request(
      `${target}${req.url ?? "/"}`,
      { method: req.method, headers: { ...req.headers, "accept-encoding": "identity" } },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = rewrite(Buffer.concat(chunks).toString("utf8"));
          const { "content-length": _length, "transfer-encoding": _chunked, etag: _etag, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(html);
        });
      },
    );
    onward.on("error", () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
