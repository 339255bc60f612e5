// Counts decoded bytes, so a small gzip answer that inflates past the cap is stopped too.

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes; abandoned`);
    this.name = "BodyTooLargeError";
  }
}

/** The stream failed (a deadline, a reset): `partial` is what had arrived, for diagnosis. */
export class BodyReadError extends Error {
  constructor(
    readonly partial: string,
    cause: unknown,
  ) {
    super(`body not read: ${String(cause)}`, { cause });
    this.name = "BodyReadError";
  }
}

export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const body = response.body;
  if (!body) return "";
  // Only when not compressed: Content-Length then counts the compressed bytes.
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (!response.headers.has("content-encoding") && Number.isFinite(declared) && declared > maxBytes) {
    await body.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw new BodyReadError(text + decoder.decode(), error);
    }
    if (chunk.done) return text + decoder.decode();
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
}
