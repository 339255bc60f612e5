// content:pull's halls and their courses: each hall in its list's order with its photos, each course
// (written once) numbered within its hall, with its albums.
import {
  buddhismLessonResponse,
  buddhismListResponse,
  buddhismResponse,
} from "../../../../shared/api/buddhism.server.js";
import { PULLED } from "../pull-endpoints.js";
import type { AlbumWriter } from "./album-writer.js";
import type { PullRun } from "./pull-run.js";

/** The halls' rich text, in order (its links are followed later). */
export async function pullHalls(run: PullRun, albums: AlbumWriter): Promise<string[]> {
  const html: string[] = [];
  const halls = (await run.call(buddhismListResponse, PULLED.hallList))?.data.buddhismList ?? [];
  const courseIds = new Set<number>();
  for (const [index, summary] of halls.entries()) {
    const hall = await run.call(buddhismResponse, PULLED.hall, { id: summary.id });
    html.push(hall?.data.data.content ?? "");
    run.write(`halls/${summary.id}`, {
      id: summary.id,
      name: summary.name,
      image: await run.media(summary.image),
      content: await run.rich(hall?.data.data.content ?? ""),
      position: index + 1,
      photos: await run.photos((hall?.data.slider ?? []).map(({ image, title }) => ({ image, title }))),
    });
    for (const [lessonIndex, lesson] of (hall?.data.lesson ?? []).entries()) {
      if (courseIds.has(lesson.id)) continue;
      courseIds.add(lesson.id);
      run.write(`courses/${lesson.id}`, {
        ...lesson,
        hall: summary.id,
        image: await run.media(lesson.image),
        position: lessonIndex + 1,
      });
      const detail = await run.call(buddhismLessonResponse, PULLED.course, { id: lesson.id });
      await albums.listed({ course: lesson.id }, detail?.data.album ?? [], detail?.data.slider ?? []);
    }
  }
  return html;
}
