// Issue 45's attacks on what an operator's commands read and write (docs/security.md): each scenario starts
// what it needs itself, reads its own options and prints its figures, so `npm run attack` only names them.
import { reportContentFolder } from "./content-folder.mjs";
import { reportContentPull } from "./content-pull.mjs";
import { reportDbRestore } from "./db-restore.mjs";

export const FILE_SCENARIOS = {
  // Links out of the folder, a folder that throws at a start, a 10 MB article written while it runs.
  "content-folder": reportContentFolder,
  // A bad file, a raw copy with rows in its -wal, a running service: rc, live database changed, rows kept.
  "db-restore": reportDbRestore,
  // A hostile upstream: a redirect to an internal address, a text "photo", huge answers, a hang.
  "content-pull": reportContentPull,
};
