// better-sqlite3 12 on Node 20, 13 on later Nodes. Why: docs/deploying.md, "Node versions".
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const nodeMajor = Number(process.versions.node.split(".")[0]);
export const sqlitePackage = nodeMajor >= 22 ? "better-sqlite3-13" : "better-sqlite3";

const Database = createRequire(import.meta.url)(sqlitePackage) as typeof BetterSqlite3;
export default Database;
