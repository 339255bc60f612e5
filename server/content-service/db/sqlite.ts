// The SQLite driver for the running Node. better-sqlite3 12 wraps its objects in Node's ObjectWrap,
// and Node 24.19+ aborts the process when a GC outside JavaScript (an idle GC, or the one at exit)
// finalises one; 13 is built on Node-API and has no such hook, but does not load on Node 20
// (docs/deploying.md, "Node versions"). Both keep one API, typed by @types/better-sqlite3.
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const nodeMajor = Number(process.versions.node.split(".")[0]);
export const sqlitePackage = nodeMajor >= 22 ? "better-sqlite3-13" : "better-sqlite3";

const Database = createRequire(import.meta.url)(sqlitePackage) as typeof BetterSqlite3;
export default Database;
