// The shipped alert rules (deploy/alert-rules.yml): valid for Prometheus (`promtool check rules`), each
// alert firing when it should and only then (`promtool test rules`), and built on series the app really
// writes: every metric name in the rules and in the promtool test's input exists in the app's /metrics,
// and each input series carries only labels the app's series carry (plus the scrape's instance and job).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { createPrometheusMetrics } from "../../server/web/observability/metrics/prometheus.js";
import {
  contentServiceRestartCounter,
  upstreamFailingGauge,
} from "../../server/web/observability/metrics/runtime-metrics.js";

const RULES = "deploy/alert-rules.yml";
const RULE_TESTS = "deploy/alert-rules.test.yml";
const PROMTOOL = process.env.PROMTOOL_PATH ?? "promtool";

/** Series the app writes, by name, with the label names it gives them (one observation of each). */
async function appSeries(): Promise<Map<string, Set<string>>> {
  const { registry, recorder } = createPrometheusMetrics();
  contentServiceRestartCounter(registry)("exited");
  upstreamFailingGauge(registry, { check: async () => undefined, failingForSeconds: () => 0 });
  recorder.requestEnded("/", "GET", "2xx", 0.01);
  recorder.upstreamCall("/api/website/getPage", "POST", false, 0.01);
  recorder.cacheLookup("page", "hit");
  recorder.render("shared", 0.001);
  const series = new Map<string, Set<string>>();
  for (const line of (await registry.metrics()).split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? /.exec(line);
    if (!match?.[1]) continue;
    const labels = [...(match[2] ?? "").matchAll(/(\w+)="/g)].map((label) => label[1] ?? "");
    series.set(match[1], new Set([...(series.get(match[1]) ?? []), ...labels]));
  }
  return series;
}

/** Metric names in a PromQL text or a series selector: the app's families and the scrape's `up`. */
const metricNames = (text: string) => [...new Set(text.match(/\b(?:website|nodejs|process)_\w+|\bup(?=\{)/g) ?? [])];

test("promtool check rules: the rules file is valid", () => {
  const out = execFileSync(PROMTOOL, ["check", "rules", RULES], { encoding: "utf8" });
  expect(out).toContain("SUCCESS: 6 rules found");
});

test("promtool test rules: each alert fires on its series, and not before its time", () => {
  const out = execFileSync(PROMTOOL, ["test", "rules", RULE_TESTS], { encoding: "utf8" });
  expect(out).toContain("SUCCESS");
});

test("the rules and their test series use the app's own series names and labels", async () => {
  const series = await appSeries();
  const rules = readFileSync(RULES, "utf8");
  const expressions = [...rules.matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)].map((m) => m[1] ?? "").join("\n");
  const used = metricNames(expressions).filter((name) => name !== "up");
  expect(used.length).toBeGreaterThanOrEqual(4);
  expect(used.filter((name) => !series.has(name))).toEqual([]);

  const inputs = [...readFileSync(RULE_TESTS, "utf8").matchAll(/series: '(\w+)\{([^}]*)\}'/g)];
  expect(inputs.length).toBeGreaterThan(10);
  for (const [, name = "", labelText = ""] of inputs) {
    const labels = [...labelText.matchAll(/(\w+)="/g)].map((label) => label[1] ?? "");
    const known = name === "up" ? new Set<string>() : series.get(name);
    expect(known, `${name} is not a series of the app`).toBeDefined();
    const allowed = new Set([...(known ?? []), "instance", "job"]);
    expect(
      labels.filter((label) => !allowed.has(label)),
      name,
    ).toEqual([]);
  }
});
