// docs/configuration.md lists exactly the environment variables the two programs read: every one a loader
// or another server module reads has a row, and no row names a variable nothing reads.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { loadContentConfig } from "../../server/content-service/config.js";
import { loadConfig } from "../../server/web/config.js";

const root = path.resolve(import.meta.dirname, "../..");
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * Read by the programs but not settings: the doc has no row for them. Each must still be read (checked
 * below), so the list cannot outlive its reason.
 */
const NOT_SETTINGS: Record<string, string> = {
  // Set by the web server for the content service it starts (server/web/runtime/embedded-content-service.ts).
  CONTENT_SUPERVISED: "server/content-service/main.ts",
  // Set by the same supervisor from CONTENT_PROBE_INTERVAL_MS: how often the child sends its heartbeat.
  CONTENT_HEARTBEAT_MS: "server/content-service/main.ts",
};

/** An environment that records every name read from it, with `values` for some. */
function recordingEnv(values: Record<string, string>, names: Set<string>): Record<string, string | undefined> {
  return new Proxy<Record<string, string | undefined>>(
    {},
    {
      get(_target, name) {
        if (typeof name === "string" && ENV_NAME.test(name)) names.add(name);
        return typeof name === "string" ? values[name] : undefined;
      },
    },
  );
}

/**
 * What the loaders read, found by running them: with nothing set, and with a real gateway and every optional
 * listener on, so that a name read only on one branch is read in one of the two runs.
 */
function namesTheLoadersRead(): Set<string> {
  const names = new Set<string>();
  const live = {
    UPSTREAM_URL: "http://127.0.0.1:4000",
    METRICS_PORT: "9100",
    SITE_MEDIA_URL: "https://media.example.org",
    PUBLIC_URL: "https://www.example.org",
    PAYMENT_GATEWAY_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
    ECPAY_HASH_KEY: "merchantOwnKey01",
    ECPAY_HASH_IV: "merchantOwnIv001",
    DONATION_RETENTION_DAYS: "off",
  };
  for (const values of [{}, live]) {
    loadConfig(recordingEnv(values, names));
    loadContentConfig(recordingEnv(values, names), root);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Names any other module of the programs reads directly (`process.env.X`, `env.X`, `env["X"]`), by file.
 * The build and the benchmark scripts read knobs of their own; they are tools, not the site's settings.
 */
function namesReadElsewhere(): Map<string, string> {
  const reads = new Map<string, string>();
  const pattern = /\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\]/g;
  for (const file of ["server", "shared", "client"].flatMap(sourceFiles)) {
    for (const match of readFileSync(path.join(root, file), "utf8").matchAll(pattern)) {
      const name = match[1] ?? match[2];
      if (name && !reads.has(name)) reads.set(name, file);
    }
  }
  return reads;
}

/** The names in the first column of the doc's settings tables (`A` or `A` / `B`). */
function documentedNames(): Set<string> {
  const doc = readFileSync(path.join(root, "docs/configuration.md"), "utf8");
  const names = new Set<string>();
  for (const line of doc.split("\n")) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (firstCell === undefined) continue;
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) if (name && ENV_NAME.test(name)) names.add(name);
  }
  return names;
}

test("the doc's tables name at least the variables known to be there (the table parser works)", () => {
  const documented = documentedNames();
  for (const name of ["PORT", "UPSTREAM_URL", "CONTENT_DB", "ECPAY_HASH_KEY", "ECPAY_HASH_IV"]) {
    expect(documented, name).toContain(name);
  }
});

test("the loaders are seen reading the variables they are known to read (the recording works)", () => {
  const read = namesTheLoadersRead();
  for (const name of ["PORT", "PAGE_WARMING", "CONTENT_PORT", "RECONCILE_BATCH", "ATM_EXPIRE_DAYS"]) {
    expect(read, name).toContain(name);
  }
});

test("every variable a program reads has a row in docs/configuration.md", () => {
  const elsewhere = namesReadElsewhere();
  const read = new Set([...namesTheLoadersRead(), ...elsewhere.keys()]);
  const documented = documentedNames();
  const missing = [...read].filter((name) => !documented.has(name) && !(name in NOT_SETTINGS));
  expect(missing, "read but not in docs/configuration.md: add a row").toEqual([]);
});

test("every row of docs/configuration.md names a variable a program reads", () => {
  const read = new Set([...namesTheLoadersRead(), ...namesReadElsewhere().keys()]);
  const unread = [...documentedNames()].filter((name) => !read.has(name));
  expect(unread, "in docs/configuration.md but read by nothing: remove the row").toEqual([]);
});

test("each variable exempted as not a setting is still read where the exemption says", () => {
  const elsewhere = namesReadElsewhere();
  for (const [name, file] of Object.entries(NOT_SETTINGS)) {
    expect(elsewhere.get(name), name).toBe(file);
    expect(documentedNames(), name).not.toContain(name);
  }
});
