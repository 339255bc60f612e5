// POST /api/website/getBuddhismList, getBuddhism, getBuddhismLesson
import { z } from "zod";
import {
  detailResponse,
  htmlField,
  idField,
  listOf,
  listResponse,
  mediaField,
  sliderItemSchema,
  textField,
  type Sanitised,
} from "./fields.server.js";

const hallSummarySchema = z.object({ id: idField, name: textField, image: mediaField });
export const buddhismListResponse = listResponse("buddhismList", hallSummarySchema);
export type HallSummary = z.output<typeof hallSummarySchema>;

const lessonSummarySchema = z.object({
  id: idField,
  name: textField,
  startTime: textField,
  endTime: textField,
  image: mediaField,
});
export const buddhismResponse = z.object({
  data: z.object({
    data: z.object({ id: idField.optional(), name: textField, image: mediaField, content: htmlField }),
    slider: listOf(sliderItemSchema),
    lesson: listOf(lessonSummarySchema),
  }),
});
export type Hall = Sanitised<z.output<typeof buddhismResponse>["data"]>;
export type LessonSummary = z.output<typeof lessonSummarySchema>;

export const buddhismLessonResponse = detailResponse(
  z.object({ id: idField.optional(), name: textField, image: mediaField }),
);
export type Lesson = z.output<typeof buddhismLessonResponse>["data"];
