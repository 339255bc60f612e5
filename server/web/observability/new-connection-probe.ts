// One GET on a connection of its own, closed after the answer: readiness and the embedded content
// service's liveness ask this way, because a pooled, kept-alive socket still answers for a service that
// can no longer accept a new connection (its open-file limit reached), while every new call fails.
import http from "node:http";
import https from "node:https";

export type NewConnectionAnswer =
  | { kind: "answered"; status: number }
  /** Refused, or accepted and dropped before any answer: the service cannot take a new connection. */
  | { kind: "dropped"; code: string }
  /** No answer within the deadline: a loaded or stopped service, or a full backlog. */
  | { kind: "late" }
  | { kind: "local"; code: string };

const LOCAL = new Set(["EMFILE", "ENFILE", "ENOBUFS", "ENOMEM", "EADDRNOTAVAIL"]);

function codeOf(error: Error): string {
  return "code" in error && typeof error.code === "string" ? error.code : error.message;
}

export function probeNewConnection(url: string, timeoutMs: number): Promise<NewConnectionAnswer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      resolve({ kind: "late" });
      request.destroy();
    }, timeoutMs);
    const request = client.get(
      target,
      // agent: false opens a socket for this request alone and closes it after.
      { agent: false, headers: { accept: "application/json", connection: "close" } },
      (response) => {
        clearTimeout(deadline);
        response.on("error", () => undefined);
        response.resume();
        resolve({ kind: "answered", status: response.statusCode ?? 0 });
      },
    );
    request.on("error", (error) => {
      clearTimeout(deadline);
      const code = codeOf(error);
      resolve(LOCAL.has(code) ? { kind: "local", code } : { kind: "dropped", code });
    });
  });
}
