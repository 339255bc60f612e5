// deploy/nginx.conf in front of a bench server, started as test/deploy/ starts it (nginx-harness.ts:
// the shipped file with loopback ports and paths). Its page cache answers what the app lets it store.
import { importTs } from "./ts-module.mjs";

/** nginx on loopback (TLS) proxying to `appPort`; resolves with its HTTPS port, master pid and stop(). */
export async function startNginxFront(appPort, workDir) {
  const { startNginx } = await importTs("test/deploy/nginx-harness.ts", workDir);
  // The shipped upstream block names two processes; both are the one bench server here.
  const run = await startNginx([appPort, appPort]);
  return { port: run.httpsPort, pid: run.pid, stop: run.stop };
}
