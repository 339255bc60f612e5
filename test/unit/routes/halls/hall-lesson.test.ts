import { loader } from "../../../../shared/routes/halls/hall-lesson.js";
import { contentLoaderCases } from "../content-loader-cases.js";

contentLoaderCases(
  "/buddhismLesson",
  loader,
  (ask) => ({ getBuddhismLesson: ask }),
  (id) => ({ id, lesson: null }),
);
