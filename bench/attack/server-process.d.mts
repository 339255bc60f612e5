import type { ChildProcess } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";

export type GetAnswer =
  | { status: number; headers: IncomingHttpHeaders; body: string; ms: number; error?: undefined }
  | { error: string; ms: number; status?: undefined; headers?: undefined; body?: undefined };

export function get(
  port: number,
  urlPath: string,
  options?: { timeoutMs?: number; headers?: Record<string, string> },
): Promise<GetAnswer>;

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Known once ready() has resolved. */
  port: number;
  url: string;
  /** Every log line the server (and the embedded content service) wrote. */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function startServer(options?: {
  env?: Record<string, string>;
  serveFlags?: boolean;
  nodeFlags?: string[];
}): Promise<ServerProcess>;
export function stopAll(): Promise<void[]>;
