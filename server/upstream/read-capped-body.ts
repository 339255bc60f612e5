// Reads an upstream answer's body as a stream, stopping at a byte limit: an answer larger than
// the limit is cancelled as soon as it is known to be too large, never held in memory whole.

export type CappedBody =
  | { kind: "complete"; text: string }
  | { kind: "too-large"; bytes: number }
  /** The stream failed (a deadline, a reset): the text that had arrived, for diagnosis. */
  | { kind: "failed"; partial: string; error: unknown };

export async function readCappedText(response: Response, maxBytes: number): Promise<CappedBody> {
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: "too-large", bytes: declared };
  }
  if (!response.body) return { kind: "complete", text: "" };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { kind: "complete", text: text + decoder.decode() };
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { kind: "too-large", bytes };
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { kind: "failed", partial: text, error };
  }
}
