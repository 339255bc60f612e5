import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { drainOnStop, SETTLE_MS } from "../../../../server/web/runtime/graceful-shutdown.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server whose /slow answers after `slowMs`, /never not at all, anything else at once. */
async function start(slowMs = 300) {
  const server = http.createServer();
  const drain = drainOnStop(server);
  server.on("request", (req, res) => {
    if (req.url === "/never") return;
    if (req.url === "/slow") return void setTimeout(() => res.end("slow"), slowMs);
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(() => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  });
  return { server, drain, agent, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.destroy() && false));
    socket.once("error", () => resolve(true));
  });

test("with nothing in flight the listener closes and the stop reports drained", async () => {
  const { drain, port } = await start();
  expect(drain.stopping).toBe(false);
  const stopped = drain.stop(5000);
  expect(drain.stopping).toBe(true);
  expect(await stopped).toBe("drained");
  expect(await refused(port)).toBe(true);
});

test("a request in flight finishes, told Connection: close, before the stop resolves", async () => {
  const { drain, port, agent } = await start();
  const inFlight = get(port, "/slow", agent);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // "drained", not "forced": the connection closed after its answer, well before the grace period.
  expect(await drain.stop(10_000)).toBe("drained");
  expect(await inFlight).toEqual({ status: 200, connection: "close", body: "slow" });
});

test("an idle keep-alive connection is closed once it has been idle for the settle time", async () => {
  const { drain, port, agent } = await start();
  expect((await get(port, "/", agent)).connection).toBe("keep-alive");
  await expect.poll(() => Object.values(agent.freeSockets).flat().length).toBe(1);
  const closed = new Promise<number>((resolve) => {
    const [socket] = Object.values(agent.freeSockets).flat();
    socket?.once("close", () => resolve(performance.now()));
  });
  const asked = performance.now();
  expect(await drain.stop(10_000)).toBe("drained");
  // Closed by the server once settled (a next request may have been on its way), not at once.
  expect((await closed) - asked).toBeGreaterThan(SETTLE_MS / 2);
});

test("a request still unanswered at the end of the grace period is cut and the stop says forced", async () => {
  const { drain, port, agent } = await start();
  const hanging = get(port, "/never", agent).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await drain.stop(400)).toBe("forced");
  expect(await hanging).toMatchObject({ code: "ECONNRESET" });
});
