import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONTENT_LIMITS,
  readableSize,
  readContentLimits,
} from "../../../../server/content-service/content-files/content-limits.js";

/** The limits read from `env`, and the problems found. */
function read(env: Record<string, string>) {
  const problems: string[] = [];
  const limits = readContentLimits(
    (name, fallback) => env[name] ?? fallback,
    (ok, message) => {
      if (!ok) problems.push(message);
    },
  );
  return { limits, problems };
}

describe("readContentLimits", () => {
  it("has defaults, and reads both limits in bytes", () => {
    expect(read({})).toEqual({ limits: DEFAULT_CONTENT_LIMITS, problems: [] });
    expect(read({ CONTENT_FILE_MAX_BYTES: "2048", CONTENT_FOLDER_MAX_BYTES: "65536" })).toEqual({
      limits: { fileBytes: 2048, folderBytes: 65_536 },
      problems: [],
    });
  });

  it("names the variable of a value that is not a whole number in range, and keeps the default", () => {
    for (const value of ["1k", "-5", "1023", "1.5", String(2 ** 40)]) {
      const { limits, problems } = read({ CONTENT_FILE_MAX_BYTES: value });
      expect(problems, value).toEqual([expect.stringMatching(/^CONTENT_FILE_MAX_BYTES must be a whole number/)]);
      expect(limits.fileBytes).toBe(DEFAULT_CONTENT_LIMITS.fileBytes);
    }
  });

  it("refuses a folder limit under the file limit", () => {
    expect(read({ CONTENT_FILE_MAX_BYTES: "8192", CONTENT_FOLDER_MAX_BYTES: "4096" }).problems).toEqual([
      "CONTENT_FOLDER_MAX_BYTES (4096) must be at least CONTENT_FILE_MAX_BYTES (8192)",
    ]);
  });
});

it("readableSize gives bytes, KB and MB as an editor reads them", () => {
  expect([0, 1023, 1024, 5000, 524_288, 10 * 1024 * 1024].map(readableSize)).toEqual([
    "0 bytes",
    "1023 bytes",
    "1.0 KB",
    "4.9 KB",
    "512.0 KB",
    "10.0 MB",
  ]);
});
