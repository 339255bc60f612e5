// A page's static copy, the floor its scripts are measured against: a local server on its own port that
// passes every request through to the site, except that an HTML answer loses its scripts (every
// <script> element and every <link rel="modulepreload">), so the browser paints the same server HTML,
// styles and images and runs none of the site's code. The benches load a route and its static copy
// side by side in one run, so the busy host's speed cancels out of their ratio.
import http from "node:http";
import { parse, serialize } from "parse5";
import { freePort } from "./free-port.mjs";

const isScript = (node) =>
  node.tagName === "script" ||
  (node.tagName === "link" &&
    node.attrs.some((a) => a.name === "rel" && a.value.split(/\s+/).includes("modulepreload")));

function strip(node) {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !isScript(child));
  for (const child of node.childNodes) strip(child.content ?? child);
}

/** `html` without its scripts and module preloads (parsed with parse5, not by pattern). */
export function withoutScripts(html) {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

// Headers the copy cannot pass on as they are: the body is decoded (and, for HTML, rewritten).
const DROPPED = new Set(["content-encoding", "content-length", "transfer-encoding", "etag", "connection"]);

/** Starts the static copy of the site at `origin`; resolves to its own origin and a stop function. */
export async function startStaticCopy(origin) {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(origin + req.url, { headers: { accept: req.headers.accept ?? "*/*" } });
      const type = upstream.headers.get("content-type") ?? "";
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !DROPPED.has(name)));
      const body = type.startsWith("text/html")
        ? Buffer.from(withoutScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { ...headers, "content-length": body.length });
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://localhost:${port}`, stop: () => server.close() };
}
