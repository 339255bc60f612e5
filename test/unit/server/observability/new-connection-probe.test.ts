import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { probeNewConnection } from "../../../../server/web/observability/new-connection-probe.js";

const servers: Array<http.Server | net.Server> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server instanceof http.Server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen<T extends http.Server | net.Server>(server: T): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("an answer of any status is reported with it, on a connection of its own closed after", async () => {
  const seen: Array<string | undefined> = [];
  const url = await listen(
    http.createServer((req, res) => {
      seen.push(req.headers.connection);
      res.writeHead(req.url === "/down" ? 503 : 200).end("{}");
    }),
  );
  expect(await probeNewConnection(`${url}/up`, 1000)).toEqual({ kind: "answered", status: 200 });
  expect(await probeNewConnection(`${url}/down`, 1000)).toEqual({ kind: "answered", status: 503 });
  expect(seen).toEqual(["close", "close"]);
});

test("a refused connection, or one accepted and dropped, is 'dropped' with its code", async () => {
  const closed = await listen(net.createServer());
  await new Promise((resolve) => servers.pop()?.close(resolve));
  expect(await probeNewConnection(`${closed}/`, 1000)).toEqual({ kind: "dropped", code: "ECONNREFUSED" });
  const dropping = await listen(net.createServer((socket) => socket.destroy()));
  expect(await probeNewConnection(`${dropping}/`, 1000)).toMatchObject({ kind: "dropped" });
});

test("no answer within the deadline is 'late', and the probe does not wait longer", async () => {
  const url = await listen(http.createServer(() => {}));
  const started = Date.now();
  expect(await probeNewConnection(`${url}/`, 100)).toEqual({ kind: "late" });
  expect(Date.now() - started).toBeLessThan(5000);
});
