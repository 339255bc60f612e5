export interface SlowBodyStats {
  opened: number;
  connectErrors: number;
  answered: Record<string, number>;
  closedUnanswered: number;
  longestHeldMs: number;
  stillOpen: number;
  stillOpenAnswered: number;
  stillOpenUnconnected: number;
  visitors: {
    total: number;
    byStatus: Record<string, number>;
    errors: Record<string, number>;
    p50: number;
    p99: number;
    max: number;
  };
  rss: { peak: number; samples: number[] };
  alive: boolean;
}

export function runSlowBody(options: {
  port: number;
  pid: number;
  connections?: number;
  durationMs?: number;
  byteIntervalMs?: number;
  contentLength?: number;
  target?: string;
  /** By default JSON for /api paths, a form otherwise. */
  contentType?: string;
  rampMs?: number;
  reconnectDelayMs?: number;
  visitorIntervalMs?: number;
  onProgress?: (progress: { rss: number; open: number; stats: SlowBodyStats }) => void;
}): Promise<SlowBodyStats>;
