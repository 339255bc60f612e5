import { loader } from "../../../../shared/routes/corporate/page3.js";
import { contentLoaderCases } from "../content-loader-cases.js";

contentLoaderCases(
  "/page3",
  loader,
  (ask) => ({ getPage: ask }),
  (id) => ({ id, page: null }),
);
