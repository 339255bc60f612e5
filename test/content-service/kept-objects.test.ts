// Node 24 aborts when a better-sqlite3 object is garbage-collected by a GC that V8 runs outside
// JavaScript, so none may ever become garbage: a statement prepared through a content database
// stays reachable after its last use, while an ordinary object beside it is collected.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { openContentDb } from "../../server/content-service/db/content-db.js";
import { tempDbFile } from "./content-test-service.js";

setFlagsFromString("--expose-gc");
const gc: unknown = runInNewContext("gc");

test("statements prepared through a content database are never garbage-collected", async () => {
  if (typeof gc !== "function") throw new Error("gc() is not available");
  const temp = tempDbFile();
  const db = openContentDb(temp.file, { seed: false });
  const collected = new Set<string>();
  const registry = new FinalizationRegistry<string>((name) => collected.add(name));
  const prepareAndDrop = () => {
    registry.register(db.prepare("SELECT 1"), "statement");
    registry.register({ unused: true }, "control");
  };
  prepareAndDrop();
  // The control shows a full collection ran and its finalisers were delivered.
  while (!collected.has("control")) {
    Reflect.apply(gc, undefined, []);
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(collected.has("statement")).toBe(false);
  db.close();
  temp.remove();
});
