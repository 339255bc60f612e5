import type { lookup } from "node:dns";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fetchSource } from "../../../../server/web/images/fetch-source.js";
import { isImageError } from "../../../../server/web/images/image-error.js";
import { startImageUpstream, type ImageUpstream } from "../../../fixtures/image-upstream.js";

let source: ImageUpstream;
beforeAll(async () => {
  source = await startImageUpstream();
  source.set("/a.png", { body: "PNGBYTES", headers: { etag: '"v1"' } });
  source.set("/dated.png", { body: "x", headers: { "last-modified": "Tue, 01 Sep 2026 00:00:00 GMT" } });
  source.set("/long-tag.png", { body: "x", headers: { etag: `"${"e".repeat(300)}"` } });
  source.set("/hop", { status: 302, headers: { location: "/a.png" } });
  source.set("/away", { status: 301, headers: { location: "http://elsewhere.test/a.png" } });
  source.set("/to-file", { status: 302, headers: { location: "file:///etc/passwd" } });
  source.set("/loop", { status: 302, headers: { location: "/loop" } });
  source.set("/gone", { status: 410 });
  source.set("/broken", { status: 500 });
  source.set("/big", { body: "x".repeat(2000) });
  source.set("/big-chunked", { body: "x".repeat(200_000), chunked: true });
  source.set("/hang", { hang: true });
});
afterAll(() => source.close());

const fetchPath = (path: string, { maxBytes = 1000, timeoutMs = 2000 } = {}) =>
  fetchSource(new URL(path, source.url), { maxBytes, signal: AbortSignal.timeout(timeoutMs), trusted: true });

async function refusal(fetching: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await fetching.then(
    () => expect.unreachable("the fetch should be refused"),
    (e: unknown) => e,
  );
  if (!isImageError(error)) throw error;
  return { status: error.status, message: error.message };
}

test("the bytes come with the ETag, else Last-Modified, as validator; an overlong one is dropped", async () => {
  expect(await fetchPath("/a.png")).toEqual({ bytes: Buffer.from("PNGBYTES"), validator: '"v1"' });
  expect((await fetchPath("/dated.png")).validator).toBe("Tue, 01 Sep 2026 00:00:00 GMT");
  expect((await fetchPath("/long-tag.png")).validator).toBeNull();
});

test("a redirect on the same origin is followed; to another host or scheme it is refused", async () => {
  expect((await fetchPath("/hop")).bytes.toString()).toBe("PNGBYTES");
  expect(await refusal(fetchPath("/away"))).toEqual({ status: 502, message: "圖片來源轉址到其他主機，已拒絕" });
  expect((await refusal(fetchPath("/to-file"))).status).toBe(502);
});

test("more than three redirects are refused", async () => {
  const before = source.hits.length;
  expect(await refusal(fetchPath("/loop"))).toEqual({ status: 502, message: "圖片來源轉址次數過多" });
  expect(source.hits.length - before).toBe(4);
});

test("a missing source is a 404; another failing status a 502", async () => {
  expect((await refusal(fetchPath("/nowhere"))).status).toBe(404);
  expect((await refusal(fetchPath("/gone"))).status).toBe(404);
  expect(await refusal(fetchPath("/broken"))).toEqual({ status: 502, message: "圖片來源回應 500" });
});

test("a source over the byte cap is refused, whether it says its length or not", async () => {
  const tooLarge = { status: 422, message: "圖片來源超過大小上限" };
  expect(await refusal(fetchPath("/big"))).toEqual(tooLarge);
  expect(await refusal(fetchPath("/big-chunked", { maxBytes: 100_000 }))).toEqual(tooLarge);
  expect((await fetchPath("/big", { maxBytes: 2000 })).bytes).toHaveLength(2000);
});

test("a silent source is cut at the deadline with a 504", async () => {
  expect(await refusal(fetchPath("/hang", { timeoutMs: 150 }))).toEqual({ status: 504, message: "圖片來源逾時" });
});

test("an unreachable source is a 502", async () => {
  const unreachable = fetchSource(new URL("http://127.0.0.1:9/a.png"), {
    maxBytes: 10,
    signal: AbortSignal.timeout(2000),
    trusted: true,
  });
  expect(await refusal(unreachable)).toEqual({ status: 502, message: "無法連線到圖片來源" });
});

type Answer = { address: string; family: number }[];
/** A resolver answering every name with the given addresses, or failing. */
function resolver(answer: Answer | Error): typeof lookup {
  const fake = (_host: string, _options: unknown, callback: (e: Error | null, a: Answer) => void) =>
    answer instanceof Error ? callback(answer, []) : callback(null, answer);
  // Only the callback form the fetcher calls is needed.
  return fake as unknown as typeof lookup;
}
const untrusted = (answer: Answer | Error) =>
  fetchSource(new URL(`http://media.test:${source.port}/a.png`), {
    maxBytes: 1000,
    signal: AbortSignal.timeout(2000),
    trusted: false,
    resolve: resolver(answer),
  });

test("an untrusted name resolving to any private address is refused before connecting", async () => {
  const before = source.hits.length;
  const inside = { status: 502, message: "圖片來源位於內部網路，已拒絕" };
  expect(await refusal(untrusted([{ address: "127.0.0.1", family: 4 }]))).toEqual(inside);
  expect(
    await refusal(
      untrusted([
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.5", family: 4 },
      ]),
    ),
  ).toEqual(inside);
  expect(await refusal(untrusted([]))).toEqual(inside);
  expect(await refusal(untrusted(new Error("ENOTFOUND")))).toEqual({ status: 502, message: "無法連線到圖片來源" });
  expect(source.hits.length).toBe(before);
});

test("a trusted origin skips the check (its name resolves as the system says)", async () => {
  const trusted = await fetchSource(new URL(`http://localhost:${source.port}/a.png`), {
    maxBytes: 1000,
    signal: AbortSignal.timeout(2000),
    trusted: true,
    resolve: resolver([{ address: "127.0.0.1", family: 4 }]),
  });
  expect(trusted.bytes.toString()).toBe("PNGBYTES");
});
