// Reads a fetch Response's body with a byte cap: past the cap the stream is cancelled (the connection
// is dropped, nothing more is received) and BodyTooLargeError is thrown. Counts decoded bytes, so a
// small gzip answer that inflates past the cap is stopped too.

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes; abandoned`);
    this.name = "BodyTooLargeError";
  }
}

export async function readLimitedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const body = response.body;
  if (!body) return new Uint8Array(0);
  // A declared length over the cap is refused before a byte is read (only when not compressed:
  // Content-Length then counts the compressed bytes).
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (!response.headers.has("content-encoding") && Number.isFinite(declared) && declared > maxBytes) {
    await body.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (invalid sequences become U+FFFD), within the cap. */
export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readLimitedBody(response, maxBytes));
}
