import { expect, test } from "vitest";
import { BodyReadError, BodyTooLargeError, readLimitedText } from "../../../shared/lib/read-limited-body.server.js";

/** A body of `chunks` chunks of `size` bytes, produced on demand; counts what was pulled and whether it was cancelled. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), state };
}

test("a body within the cap is read whole, up to exactly the cap", async () => {
  const { response } = streamed(4, 256);
  expect(await readLimitedText(response, 1024)).toBe("x".repeat(1024));
  expect(await readLimitedText(new Response('{"名":"王小明"}'), 100)).toBe('{"名":"王小明"}');
  expect(await readLimitedText(new Response(null), 10)).toBe("");
});

test("a character split across chunks is decoded whole", async () => {
  const bytes = new TextEncoder().encode("捐款");
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 2));
      controller.enqueue(bytes.slice(2));
      controller.close();
    },
  });
  expect(await readLimitedText(new Response(body), 100)).toBe("捐款");
});

test("past the cap the stream is cancelled and nothing more is pulled", async () => {
  // 150 MB on offer, 1 KB chunks: reading must stop right after the cap.
  const { response, state } = streamed(150 * 1024, 1024);
  await expect(readLimitedText(response, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  expect(state.cancelled).toBe(true);
  expect(state.pulled).toBeLessThan(70);
});

test("a declared length over the cap is refused before reading", async () => {
  const { response, state } = streamed(10, 1024, { "content-length": "10240" });
  await expect(readLimitedText(response, 4096)).rejects.toThrow("answer larger than 4096 bytes");
  expect(state.pulled).toBeLessThanOrEqual(1);
  expect(state.cancelled).toBe(true);
});

test("with Content-Encoding the declared length is the compressed size: the decoded stream is what counts", async () => {
  // fetch hands over decoded bytes: a gzip answer of 1 KB on the wire may be 1 MB here.
  const { response, state } = streamed(1024, 1024, { "content-encoding": "gzip", "content-length": "1000" });
  await expect(readLimitedText(response, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  expect(state.cancelled).toBe(true);
});

test("a stream that fails part-way throws BodyReadError with the text that had arrived", async () => {
  const reset = new Error("socket reset");
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(reset);
      sent = true;
      controller.enqueue(new TextEncoder().encode('<input name="MerchantTradeNo" value="D123">'));
    },
  });
  const error: unknown = await readLimitedText(new Response(body), 1024).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BodyReadError);
  if (!(error instanceof BodyReadError)) return;
  expect(error.partial).toBe('<input name="MerchantTradeNo" value="D123">');
  expect(error.cause).toBe(reset);
  expect(error.message).toBe("body not read: Error: socket reset");
});
