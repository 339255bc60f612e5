// The content folder reader: every kind of file read into the content tables and served by the API;
// errors name the file, the line and the field.
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createContentApp } from "../../../server/content-service/app.js";
import { buddhismLessonResponse } from "../../../shared/api/buddhism.server.js";
import { activityListResponse } from "../../../shared/api/charity.server.js";
import { historyListResponse } from "../../../shared/api/lists.server.js";
import { pageResponse } from "../../../shared/api/page.server.js";
import { ContentMedia } from "../../../server/content-service/content-files/content-media.js";
import { loadContentFolder } from "../../../server/content-service/content-files/load-content-folder.js";
import { readContentFolder } from "../../../server/content-service/content-files/read-content-folder.js";
import { OWN } from "../../fixtures/own-content-folder.js";
import { ownFolderAndDb } from "./own-folder-db.js";
import { MEDIA_DIR, TEST_PAYMENT, silentLogger } from "../content-test-service.js";

const { folder, db, copyWith } = ownFolderAndDb();

/** A copy of the folder with one file replaced or added, read. */
const readWith = (file: string, text: string) => readContentFolder(copyWith(file, text));
const errorsOf = (read: ReturnType<typeof readContentFolder>) => (read.ok ? [] : read.errors);

describe("reading a content folder", () => {
  it("loads every kind of file, Markdown and photos beside the files into what the API serves", async () => {
    const media = new ContentMedia();
    const read = loadContentFolder(db(), folder);
    expect(read.ok).toBe(true);
    if (read.ok) media.replace(read.media);
    const app = createContentApp({
      db: db(),
      payment: TEST_PAYMENT,
      mediaDir: MEDIA_DIR,
      logger: silentLogger,
      contentMedia: media,
    });
    const page = pageResponse.parse((await request(app).post("/api/website/getPage").send({ id: 40 })).body).data;
    expect(page.result.title).toBe(OWN.page);
    expect(page.result.content).toContain("<strong>分組</strong>");
    expect(page.result.image).toMatch(/^\/media\/c-[0-9a-f]{20}\.jpg$/);
    expect(page.slider.map((photo) => photo.title)).toEqual(["集合", "打掃"]);
    const photo = await request(app).get(page.result.image);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.body).toEqual(fs.readFileSync(path.join(folder, "photos/cover.jpg")));
    const lesson = await request(app).post("/api/website/getBuddhismLesson").send({ id: 71 });
    expect(buddhismLessonResponse.parse(lesson.body).data.result.name).toBe(OWN.course);
    const activities = await request(app).post("/api/website/getCharityActivityList").send({ id: 1 });
    expect(activityListResponse.parse(activities.body).data.activityList[0]).toMatchObject({
      name: OWN.activity,
      isDonate: true,
    });
    const history = await request(app).post("/api/website/getHistoryList").send({});
    expect(historyListResponse.parse(history.body).data.historyList[0]?.content[1]?.data).toMatch(/^\/media\/c-/);
  });

  it("names the file, the line and the field of a wrong value", () => {
    const errors = errorsOf(readWith("halls/1.yaml", "id: 1\nname: 禪堂\nposition: first\n"));
    expect(errors).toEqual([expect.stringMatching(/^halls\/1\.yaml:3: position: .*number/)]);
  });

  it("names the line of a YAML syntax error and of a misspelt field", () => {
    expect(errorsOf(readWith("pages/41.yaml", "id: 41\ntypeId: 1\ntitle: a: b\n"))[0]).toMatch(/^pages\/41\.yaml:3: /);
    expect(errorsOf(readWith("articles/1.yaml", "id: 1\ntitel: 錯字\n"))[0]).toMatch(/^articles\/1\.yaml:2: .*titel/);
  });

  it("refuses a photo that is not there, outside the folder, or not a photo", () => {
    const missing = errorsOf(readWith("articles/2.yaml", "id: 2\n\nthumbnailUrl: photos/none.jpg\n"));
    expect(missing).toEqual([
      expect.stringMatching(/^articles\/2\.yaml:3: thumbnailUrl: "photos\/none\.jpg": no such file/),
    ]);
    expect(errorsOf(readWith("articles/2.yaml", "id: 2\nthumbnailUrl: ../../secret.jpg\n"))[0]).toMatch(/outside/);
    expect(errorsOf(readWith("articles/2.yaml", "id: 2\nthumbnailUrl: javascript:alert(1)\n"))[0]).toMatch(
      /thumbnailUrl/,
    );
  });

  it("serves the photos rich text names by relative path, and refuses one that is not there", () => {
    const read = readWith(
      "articles/2.yaml",
      ["id: 2", 'content: \'<p><img src="photos/one.jpg" alt="a"><a href="/media/x.jpg">b</a></p>\''].join("\n"),
    );
    const markdown = readWith("charities/2.yaml", "id: 2\ncontent:\n  markdown: '![發放](../photos/two.jpg)'\n");
    if (!read.ok || !markdown.ok) throw new Error("refused");
    const html = read.content.article.find((article) => article.id === 2)?.content ?? "";
    const name = /<img src="\/media\/(c-[0-9a-f]{20}\.jpg)" alt="a">/.exec(html)?.[1] ?? "";
    expect(read.media.get(name)).toMatch(/photos\/one\.jpg$/);
    expect(html).toContain('<a href="/media/x.jpg">');
    expect(markdown.content.charity.find((charity) => charity.id === 2)?.content).toMatch(
      /<img src="\/media\/c-[0-9a-f]{20}\.jpg" alt="發放">/,
    );
    expect(errorsOf(readWith("articles/2.yaml", "id: 2\ncontent: '<img src=\"photos/none.png\">'\n"))).toEqual([
      expect.stringMatching(/^articles\/2\.yaml:2: content: "photos\/none\.png": no such file/),
    ]);
  });

  it("refuses a record naming one that does not exist, and a repeated id", () => {
    expect(errorsOf(readWith("courses/72.yaml", "id: 72\nhall: 9\nname: 無堂\n"))).toEqual([
      expect.stringMatching(/^courses\/72\.yaml:2: hall: no hall with id 9/),
    ]);
    expect(errorsOf(readWith("charities/2.yaml", "id: 1\ntitle: 重複\n"))[0]).toMatch(
      /^charities\/2\.yaml:1: id: id 1/,
    );
  });
});
