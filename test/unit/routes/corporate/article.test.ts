import { loader } from "../../../../shared/routes/corporate/article.js";
import { contentLoaderCases } from "../content-loader-cases.js";

contentLoaderCases(
  "/article",
  loader,
  (ask) => ({ getArticle: ask }),
  () => ({ article: null }),
);
