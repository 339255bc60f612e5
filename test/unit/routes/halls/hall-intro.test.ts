import { loader } from "../../../../shared/routes/halls/hall-intro.js";
import { contentLoaderCases } from "../content-loader-cases.js";

contentLoaderCases(
  "/buddhismIntro",
  loader,
  (ask) => ({ getBuddhism: ask }),
  () => ({ hall: null }),
);
