import type { ChildProcess } from "node:child_process";

export const SIGTERM_PATHS: string[];

export interface SigtermStats {
  before: number;
  afterSignal: number;
  keepAliveAfterSignal: number;
  statuses: Record<string, number>;
  failed: Record<string, number>;
  failedTotal: number;
  failures: { path: string; key: string; startedMs: number; failedMs: number | null }[];
  refusedNewConnections: number;
  exit: number | string | null;
  exitMs: number | null;
  lastAnswerMs: number | null;
}

export function runSigterm(options: {
  port: number;
  child: ChildProcess;
  clients?: number;
  signalAtMs?: number;
  maxMs?: number;
  paths?: string[];
}): Promise<SigtermStats>;
