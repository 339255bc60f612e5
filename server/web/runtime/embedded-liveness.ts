// The embedded content service's liveness probe: its /healthz is asked every `intervalMs` with a deadline of
// `timeoutMs`, one ask at a time; after `misses` asks in a row without an answer, `onHung` is called once and
// the probe stops (the supervisor kills the child and starts another). A slow answer within the deadline, or
// any HTTP status, is an answer: only a child that does not answer at all is hung (docs/deploying.md).

export interface LivenessSettings {
  intervalMs: number;
  timeoutMs: number;
  misses: number;
}

export interface LivenessProbe {
  stop(): void;
}

export const HEALTH_PATH = "/healthz";

export function watchLiveness(
  baseUrl: string,
  { intervalMs, timeoutMs, misses }: LivenessSettings,
  onHung: (reason: string) => void,
): LivenessProbe {
  let stopped = false;
  let missed = 0;
  let timer: NodeJS.Timeout | null = null;

  const answers = async (): Promise<boolean> => {
    try {
      const response = await fetch(baseUrl + HEALTH_PATH, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  };

  const ask = async (): Promise<void> => {
    const started = performance.now();
    const answered = await answers();
    if (stopped) return;
    missed = answered ? 0 : missed + 1;
    if (missed >= misses) {
      stopped = true;
      onHung(`no answer from ${HEALTH_PATH} within ${timeoutMs} ms, ${missed} times in a row`);
      return;
    }
    schedule(Math.max(0, intervalMs - (performance.now() - started)));
  };

  const schedule = (delayMs: number): void => {
    timer = setTimeout(() => void ask(), delayMs);
    // Never the reason the web server stays up.
    timer.unref();
  };

  schedule(intervalMs);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
