// How large one content file and all of them together may be: checked before any is read, so one pasted
// article cannot take the 128 MB heap the service runs in (docs/content.md, "Limits").

export interface ContentLimits {
  fileBytes: number;
  folderBytes: number;
}

export const CONTENT_LIMIT_NAMES: Record<keyof ContentLimits, string> = {
  fileBytes: "CONTENT_FILE_MAX_BYTES",
  folderBytes: "CONTENT_FOLDER_MAX_BYTES",
};

// A long article is some tens of KB and a whole association's folder a few MB; 1.5 MB of YAML's smallest values
// exhaust the 128 MB heap by themselves (docs/security.md, "The content folder").
export const DEFAULT_CONTENT_LIMITS: ContentLimits = { fileBytes: 512 * 1024, folderBytes: 8 * 1024 * 1024 };

const RANGES: Record<keyof ContentLimits, [number, number]> = {
  fileBytes: [1024, 256 * 1024 * 1024],
  folderBytes: [1024, 4 * 1024 * 1024 * 1024],
};

type Read = (name: string, fallback: string) => string;
type Check = (ok: boolean, message: string) => void;

export function readContentLimits(read: Read, check: Check): ContentLimits {
  const bytes = (key: keyof ContentLimits): number => {
    const name = CONTENT_LIMIT_NAMES[key];
    const [min, max] = RANGES[key];
    const text = read(name, String(DEFAULT_CONTENT_LIMITS[key]));
    const value = Number(text);
    const ok = /^\d{1,10}$/.test(text) && value >= min && value <= max;
    check(ok, `${name} must be a whole number of bytes from ${min} to ${max} (got "${text}")`);
    return ok ? value : DEFAULT_CONTENT_LIMITS[key];
  };
  const limits = { fileBytes: bytes("fileBytes"), folderBytes: bytes("folderBytes") };
  check(
    limits.folderBytes >= limits.fileBytes,
    `${CONTENT_LIMIT_NAMES.folderBytes} (${limits.folderBytes}) must be at least ${CONTENT_LIMIT_NAMES.fileBytes} (${limits.fileBytes})`,
  );
  return limits;
}

/** "4.9 KB", "10.0 MB": sizes as an editor reads them (1 KB = 1024 bytes). */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${value.toFixed(1)} ${unit}`;
}

/** The limits an operator command works with: the service's settings from `env`, or what is wrong with them. */
export function contentLimitsFromEnv(
  env: NodeJS.ProcessEnv,
): { ok: true; limits: ContentLimits } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const limits = readContentLimits(
    (name, fallback) => env[name]?.trim() || fallback,
    (ok, message) => {
      if (!ok) problems.push(message);
    },
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, limits };
}
