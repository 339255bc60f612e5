// The demo content folder shipped with the repository (served when CONTENT_DIR is unset).
import path from "node:path";

export const DEMO_CONTENT_DIR = path.resolve("server/content-service/demo-content");
