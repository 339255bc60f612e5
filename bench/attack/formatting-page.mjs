// The formatting-element payment page (issue 33 item 1, docs/security.md): `<p>`, K `<i id=N>`, then R `<p>x`,
// at each size in `sizes` (its count of `<`). Each read runs in a child Node under --max-old-space-size=128 (the
// web server's heap): the server's payment-page reader, then parse5 alone with no node budget (the reader before
// the fix). Reports time, heap used after the read, the child's peak RSS, and the result or how the child ended.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

// The test upstream's gateway, which the fixture's form posts to.
const GATEWAY = "/api/payment-sandbox/checkout";

// Runs in the child: argv is [mode, size, reader bundle, fixture bundle, gateway].
const CHILD = `
const [mode, size, readerUrl, fixtureUrl, gateway] = process.argv.slice(1);
const { formattingElementPage } = await import(fixtureUrl);
const page = formattingElementPage(Number(size));
const { readPaymentPageOnServer } = await import(readerUrl);
const { parse } = await import("parse5");
let result;
const started = performance.now();
if (mode === "reader") {
  const read = readPaymentPageOnServer(page, gateway);
  result = read.ok ? "read" : "refused: " + read.reason;
} else {
  const doc = parse(page, { scriptingEnabled: false });
  let nodes = 0;
  const walk = (n) => { nodes += 1; for (const c of n.childNodes ?? []) walk(c); };
  walk(doc);
  result = "built " + nodes + " nodes";
}
const ms = performance.now() - started;
const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
const peak = /VmHWM:\\s+(\\d+)/.exec(require("node:fs").readFileSync("/proc/self/status", "utf8"))[1] / 1024;
console.log(JSON.stringify({ bytes: page.length, ms, heapMb, peakRssMb: peak, result }));
`;

async function bundle(entry, workDir) {
  const outfile = path.join(workDir, `${path.basename(entry, ".ts")}.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", packages: "external", outfile });
  return pathToFileURL(outfile).href;
}

function runChild(args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        "--max-old-space-size=128",
        "--input-type=module",
        "-e",
        `import { createRequire } from "node:module";
const require = createRequire(import.meta.url);${CHILD}`,
        ...args,
      ],
      { stdio: ["ignore", "pipe", "pipe"], cwd: process.cwd() },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("exit", (code, signal) => {
      const wallMs = performance.now() - started;
      try {
        resolve({ ...JSON.parse(out), wallMs });
      } catch {
        const fatal = /Reached heap limit|out of memory/i.exec(err)?.[0] ?? err.trim().split("\n").pop();
        resolve({ died: `${signal ?? `exit ${code}`} (${fatal})`, wallMs });
      }
    });
  });
}

export async function runFormattingPage({ sizes }) {
  const work = mkdtempSync(path.join(process.cwd(), "node_modules", ".attack-formatting-"));
  try {
    // Bundled inside node_modules' parent tree so the child resolves parse5 from the project.
    const reader = await bundle("shared/lib/payment-page-parse5.server.ts", work);
    const fixture = await bundle("test/fixtures/hostile-payment-pages.ts", work);
    const rows = [];
    for (const size of sizes)
      for (const mode of ["reader", "parse5 unbounded"])
        rows.push({
          size,
          mode,
          ...(await runChild([mode === "reader" ? "reader" : "parse5", String(size), reader, fixture, GATEWAY])),
        });
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const mb = (n) => `${n.toFixed(0)} MB`;
const seconds = (n) => `${(n / 1000).toFixed(1)} s`;

/** Runs the scenario and prints its figures (`npm run attack -- --only formatting-page`). */
export async function reportFormattingPage({ sizes }) {
  console.log("formatting-element page: read in a child under --max-old-space-size=128");
  for (const row of await runFormattingPage({ sizes })) {
    const outcome =
      row.died === undefined
        ? `${row.ms.toFixed(0)} ms, heap ${mb(row.heapMb)}, peak RSS ${mb(row.peakRssMb)}: ${row.result}`
        : `the child DIED after ${seconds(row.wallMs)}: ${row.died}`;
    console.log(`  ${row.size} < (${row.mode}): ${row.bytes === undefined ? "" : `${row.bytes} bytes, `}${outcome}`);
  }
  console.log("");
}
