import { afterEach, expect, test, vi } from "vitest";
import { DONATION_UNAVAILABLE, fetchAlbumPhotos, sendDonation } from "../../../shared/api/browser-api.js";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

test("POSTs {albumId} to getAlbumContent and returns checked photos", async () => {
  const fetchMock = answer({
    data: {
      slider: [
        { image: "/media/a.svg", title: "一" },
        { url: "https://cdn.example.org/b.jpg", title: "二", description: "說明" },
        { image: "javascript:alert(1)", title: 3 },
        "junk",
      ],
    },
  });
  const photos = await fetchAlbumPhotos(32);
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/website/getAlbumContent",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ albumId: 32 }) }),
  );
  expect(photos).toEqual([
    { image: "/media/a.svg", title: "一", description: "" },
    { image: "https://cdn.example.org/b.jpg", title: "二", description: "說明" },
    { image: "", title: "", description: "" },
  ]);
});

test("a missing slider list is an empty album", async () => {
  answer({ data: {} });
  expect(await fetchAlbumPhotos(1)).toEqual([]);
});

test("failures resolve null and are logged (spec section 8)", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  answer({ message: "boom" }, 500);
  expect(await fetchAlbumPhotos(1)).toBeNull();
  answer({ data: { slider: "nope" } });
  expect(await fetchAlbumPhotos(1)).toBeNull();
  expect(logged).toHaveBeenCalledTimes(2);
  expect(String(logged.mock.calls[0]?.[1])).toContain("Network response was not ok");
  logged.mockReset();
});

test("an aborted request is not a failure", async () => {
  const logged = vi.spyOn(console, "error");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new DOMException("aborted", "AbortError");
    }),
  );
  const controller = new AbortController();
  controller.abort();
  expect(await fetchAlbumPhotos(1, controller.signal)).toBeNull();
  expect(logged).not.toHaveBeenCalled();
});

test("sendDonation: any refusal with a message shows that message (400, 429, 502, 504); without one, the generic sentence", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const body = { id: 1, amount: 600, name: "王小明", phone: "0912345678" } as const;
  for (const status of [400, 429, 502, 504]) {
    answer({ message: `訊息${status}` }, status);
    expect(await sendDonation("creditCard", body)).toEqual({ ok: false, message: `訊息${status}` });
  }
  expect(error).not.toHaveBeenCalled();
  answer({ unexpected: true }, 500);
  expect(await sendDonation("creditCard", body)).toEqual({ ok: false, message: DONATION_UNAVAILABLE });
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});
