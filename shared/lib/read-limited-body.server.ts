// Reads a fetch Response's body as text with a byte cap: past the cap the stream is cancelled (the
// connection is dropped, nothing more is received) and BodyTooLargeError is thrown; a stream that fails
// throws BodyReadError with the text that had arrived. Counts decoded bytes, so a small gzip answer
// that inflates past the cap is stopped too.

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

/** The body as UTF-8 text (invalid sequences become U+FFFD), within the cap. */
export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const body = response.body;
  if (!body) return "";
  // A declared length over the cap is refused before a byte is read (only when not compressed:
  // Content-Length then counts the compressed bytes).
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
