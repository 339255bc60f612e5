// content:pull's requests to the upstream: no redirect followed, each under a deadline and a byte cap, and
// the whole pull under one budget of bytes and time (docs/content.md, "What a pull keeps, and its limits").
import fs from "node:fs";
import type { z } from "zod";
import { BodyTooLargeError, readLimitedText } from "../../../shared/lib/read-limited-body.server.js";
import { LIMIT_OPTIONS, type PullLimits } from "./pull-options.js";

/** One address left out, the message saying why; the pull goes on without it. */
export class SkippedAddress extends Error {
  override name = "SkippedAddress";
}

/** The whole pull's budget ran out: nothing more is asked. */
export class PullStopped extends Error {
  override name = "PullStopped";
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(2))} MB`;
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

const tooLarge = (limits: PullLimits, limit: "mediaMaxBytes" | "jsonMaxBytes") =>
  new SkippedAddress(`larger than ${megabytes(limits[limit])} (${LIMIT_OPTIONS[limit]})`);

export class PullBudget {
  private spent = 0;
  private reason: string | null = null;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(readonly limits: PullLimits) {
    const { totalTimeoutMs } = limits;
    this.timer = setTimeout(
      () => this.stop(`the pull's time of ${seconds(totalTimeoutMs)} (${LIMIT_OPTIONS.totalTimeoutMs}) ran out`),
      totalTimeoutMs,
    );
    // A pull that finished early must not wait for it.
    this.timer.unref();
  }

  /** Aborted once the budget has run out: every request in flight stops with it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Counts bytes as they arrive, so a pull past its budget stops in the middle of the answer that broke it. */
  spend(bytes: number, address: string): void {
    this.spent += bytes;
    if (this.spent > this.limits.totalMaxBytes)
      this.stop(
        `the pull's budget of ${megabytes(this.limits.totalMaxBytes)} (${LIMIT_OPTIONS.totalMaxBytes}) ran out`,
      );
    this.throwIfStopped(address);
  }

  throwIfStopped(address: string): void {
    const stopped = this.stoppedAt(address);
    if (stopped) throw stopped;
  }

  stoppedAt(address: string): PullStopped | null {
    return this.reason === null ? null : new PullStopped(`${this.reason} at ${address}`);
  }

  end(): void {
    clearTimeout(this.timer);
  }

  private stop(reason: string): void {
    if (this.reason !== null) return;
    this.reason = reason;
    this.controller.abort(new PullStopped(reason));
  }
}

/** One request in flight: its answer and the deadline that also bounds reading its body. */
interface Asked {
  response: Response;
  deadline: AbortSignal;
}

/**
 * Redirects are answered, never followed: the site in front of an upstream passes none on either
 * (docs/security.md), and one may name any host the pulling machine reaches.
 */
async function ask(budget: PullBudget, url: string, address: string, init: RequestInit = {}): Promise<Asked> {
  budget.throwIfStopped(address);
  const deadline = AbortSignal.timeout(budget.limits.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.any([deadline, budget.signal]) });
  } catch (error) {
    throw failure(error, budget, deadline, address);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get("location") ?? "nowhere";
    throw new SkippedAddress(`redirected to ${location}; redirects are not followed`);
  }
  return { response, deadline };
}

/** What a request that failed amounts to: the pull stopped, the address skipped, or the upstream unreachable. */
function failure(error: unknown, budget: PullBudget, deadline: AbortSignal, address: string): Error {
  const stopped = budget.stoppedAt(address);
  if (stopped) return stopped;
  if (error instanceof SkippedAddress || error instanceof PullStopped) return error;
  if (deadline.aborted)
    return new SkippedAddress(
      `no answer within ${seconds(budget.limits.requestTimeoutMs)} (${LIMIT_OPTIONS.requestTimeoutMs})`,
    );
  if (error instanceof BodyTooLargeError) return tooLarge(budget.limits, "jsonMaxBytes");
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return new Error(`${error instanceof Error ? error.message : String(error)}${cause}`, { cause: error });
}

/**
 * A JSON answer, null for a status outside 2xx (a record the upstream does not have). SkippedAddress when it
 * is too large, too slow or not JSON; an Error naming the address when the upstream cannot be reached.
 */
export async function fetchPullJson(budget: PullBudget, url: string, address: string, body?: unknown) {
  try {
    return await readJson(budget, url, address, body);
  } catch (error) {
    if (error instanceof SkippedAddress || error instanceof PullStopped) throw error;
    throw new Error(`${address}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

async function readJson(budget: PullBudget, url: string, address: string, body: unknown): Promise<unknown> {
  const { response, deadline } = await ask(budget, url, address, {
    method: body === undefined ? "GET" : "POST",
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  let text: string;
  try {
    text = await readLimitedText(response, budget.limits.jsonMaxBytes);
  } catch (error) {
    throw failure(error, budget, deadline, address);
  }
  budget.spend(Buffer.byteLength(text), address);
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    throw new SkippedAddress("the answer is not JSON");
  }
}

/**
 * content:pull's JSON calls on `base`: each answer read within its limits and parsed by its schema, null
 * when the upstream has no such record; an answer too large, too slow or not JSON is told to `skip`.
 */
export function pullJsonCaller(budget: PullBudget, base: string, skip: (address: string, reason: string) => void) {
  return async <T extends z.ZodType>(schema: T, url: string, body?: unknown): Promise<z.output<T> | null> => {
    const query = body === undefined || JSON.stringify(body) === "{}" ? "" : ` ${JSON.stringify(body)}`;
    const address = `${body === undefined ? "GET" : "POST"} ${url}${query}`;
    let answer: unknown;
    try {
      answer = await fetchPullJson(budget, base + url, address, body);
    } catch (error) {
      if (!(error instanceof SkippedAddress)) throw error;
      skip(address, error.message);
      return null;
    }
    if (answer === null) return null;
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new Error(`${url}: unexpected answer: ${parsed.error.issues[0]?.message ?? ""}`);
    return parsed.data;
  };
}

/** For one photo or video, an upstream that cannot be reached is that one address skipped. */
function skippedUnlessStopped(error: unknown): Error {
  if (error instanceof PullStopped || error instanceof SkippedAddress) return error;
  return new SkippedAddress(error instanceof Error ? error.message : String(error));
}

/**
 * Streams a photo or video into `file` (created, never overwritten) and returns its content type.
 * `refusal` sees the type before any byte is read. Any failure is a SkippedAddress or PullStopped, and
 * leaves no file.
 */
export async function downloadPullMedia(
  budget: PullBudget,
  url: string,
  address: string,
  file: string,
  refusal: (type: string) => string | null,
): Promise<string> {
  let asked: Asked;
  try {
    asked = await ask(budget, url, address);
  } catch (error) {
    throw skippedUnlessStopped(error);
  }
  const { response, deadline } = asked;
  const body = response.body;
  const cap = budget.limits.mediaMaxBytes;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const refused = !response.ok ? `answered ${response.status}` : refusal(type);
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (refused !== null || !body || (!response.headers.has("content-encoding") && declared > cap)) {
    await body?.cancel().catch(() => undefined);
    if (refused !== null) throw new SkippedAddress(refused);
    throw body ? tooLarge(budget.limits, "mediaMaxBytes") : new SkippedAddress("the answer has no body");
  }
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "wx");
  } catch (error) {
    await body.cancel().catch(() => undefined);
    throw skippedUnlessStopped(error);
  }
  const reader = body.getReader();
  let saved = false;
  try {
    let total = 0;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      total += chunk.value.byteLength;
      if (total > cap) throw tooLarge(budget.limits, "mediaMaxBytes");
      budget.spend(chunk.value.byteLength, address);
      await handle.write(chunk.value);
    }
    saved = true;
    return type;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw skippedUnlessStopped(failure(error, budget, deadline, address));
  } finally {
    await handle.close();
    if (!saved) await fs.promises.rm(file, { force: true });
  }
}
