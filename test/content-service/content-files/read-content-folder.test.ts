// The content folder reader: every kind of file read into the content tables and served by the API;
// errors name the file, the line and the field.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
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
    expect(read.media.get(name)?.path).toMatch(/photos\/one\.jpg$/);
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

/** A copy of the folder, changed by `change` (given the copy's path), read with `options`. */
function readChanged(change: (copy: string) => void, options?: Parameters<typeof readContentFolder>[1]) {
  const copy = copyWith("notes.txt", "");
  change(copy);
  return { copy, read: readContentFolder(copy, options) };
}
/** Page 40 names `reference` as its photo. */
const pageImage = (copy: string, reference: string) => {
  const file = path.join(copy, "pages/40.yaml");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("image: photos/cover.jpg", `image: ${reference}`));
};
const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-content-"));
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));
const outsideFile = (name: string, text: string) => {
  const file = path.join(outside, name);
  fs.writeFileSync(file, text);
  return file;
};

describe("links, leftovers and files that are not plain files (issue 45)", () => {
  it("refuses a photo that leads outside the folder by a link, or has another name (a hard link)", () => {
    const secret = outsideFile("secret.jpg", "root:x:0:0:root:/root:/bin/bash\n");
    const leak = readChanged((copy) => {
      fs.symlinkSync(secret, path.join(copy, "photos/leak.jpg"));
      pageImage(copy, "photos/leak.jpg");
    });
    expect(errorsOf(leak.read)).toEqual([
      expect.stringMatching(/^pages\/40\.yaml:\d+: image: "photos\/leak\.jpg".*outside the content folder/),
    ]);
    const throughFolder = readChanged((copy) => {
      fs.symlinkSync(outside, path.join(copy, "elsewhere"));
      pageImage(copy, "elsewhere/secret.jpg");
    });
    expect(errorsOf(throughFolder.read)).toEqual([expect.stringMatching(/"elsewhere\/secret\.jpg".*outside/)]);
    const hard = readChanged((copy) => {
      fs.linkSync(secret, path.join(copy, "photos/hard.jpg"));
      pageImage(copy, "photos/hard.jpg");
    });
    expect(errorsOf(hard.read)).toEqual([expect.stringMatching(/image: "photos\/hard\.jpg".*hard link/)]);
  });

  it("accepts a link to a photo inside the folder and serves the file it leads to", () => {
    const { copy, read } = readChanged((copy) => {
      fs.symlinkSync("cover.jpg", path.join(copy, "photos/alias.jpg"));
      pageImage(copy, "photos/alias.jpg");
    });
    expect(errorsOf(read)).toEqual([]);
    const files = read.ok ? [...read.media.values()].map((file) => file.path) : [];
    expect(files).toContain(fs.realpathSync(path.join(copy, "photos/cover.jpg")));
    expect(files.some((file) => file.endsWith("alias.jpg"))).toBe(false);
  });

  it("refuses a content file that is a link to a file outside the folder", () => {
    const page = outsideFile("43.yaml", "id: 43\ntypeId: 1\ntitle: 外面的檔案\n");
    const { read } = readChanged((copy) => fs.symlinkSync(page, path.join(copy, "pages/43.yaml")));
    expect(errorsOf(read)).toEqual([expect.stringMatching(/^pages\/43\.yaml: .*outside the content folder/)]);
  });

  it("skips dotfiles and editor leftovers: Emacs's lock link, macOS's ._ files, backups, swap files", () => {
    const { read } = readChanged((copy) => {
      fs.symlinkSync("editor@host.4242:1700000000", path.join(copy, "pages/.#40.yaml"));
      fs.writeFileSync(path.join(copy, "pages/._40.yaml"), Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]));
      fs.writeFileSync(path.join(copy, "pages/40.yaml~"), "id: 40\ntypeId: one\n");
      fs.writeFileSync(path.join(copy, "pages/.40.yaml.swp"), Buffer.from([0, 1, 2]));
      fs.writeFileSync(path.join(copy, "articles/.draft.yaml"), "id: one\n");
    });
    expect(errorsOf(read)).toEqual([]);
  });

  it("reports, never throws on, a folder entry that is not a plain file", () => {
    const cases: [string, (copy: string) => void, RegExp][] = [
      [
        "a directory named x.yaml",
        (copy) => fs.mkdirSync(path.join(copy, "pages/x.yaml")),
        /^pages\/x\.yaml: .*not a file/,
      ],
      [
        "a link to nothing named like a page",
        (copy) => fs.symlinkSync("gone.yaml", path.join(copy, "pages/43.yaml")),
        /^pages\/43\.yaml: .*no such file/,
      ],
      [
        "a symlink loop used as a photo",
        (copy) => {
          fs.symlinkSync("loop.jpg", path.join(copy, "photos/loop.jpg"));
          pageImage(copy, "photos/loop.jpg");
        },
        /^pages\/40\.yaml:\d+: image: "photos\/loop\.jpg": .*link/,
      ],
      [
        "a file where a folder of pages belongs",
        (copy) => {
          fs.rmSync(path.join(copy, "halls"), { recursive: true });
          fs.writeFileSync(path.join(copy, "halls"), "");
        },
        /^halls: not a folder/,
      ],
      [
        "a named pipe named like a page (reading it would wait for ever)",
        (copy) => execFileSync("mkfifo", [path.join(copy, "pages/44.yaml")]),
        /^pages\/44\.yaml: .*not a file/,
      ],
    ];
    for (const [name, change, error] of cases) {
      const { read } = readChanged(change);
      expect(errorsOf(read), name).toEqual([expect.stringMatching(error)]);
    }
  });

  it("reports a YAML alias bomb as an error of its file", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (const name of ["b", "c", "d", "e", "f"]) {
      const previous = levels.at(-1)?.[0] ?? "a";
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(", ")}]`);
    }
    const { read } = readChanged((copy) =>
      fs.writeFileSync(path.join(copy, "pages/43.yaml"), ["id: 43", "typeId: 1", ...levels, ""].join("\n")),
    );
    expect(errorsOf(read)).toEqual([expect.stringMatching(/^pages\/43\.yaml:\d+: .*alias/i)]);
  });

  it("reads a video over 2 GiB (an ordinary long video) in pieces", { timeout: 180_000 }, () => {
    const { read } = readChanged((copy) => {
      const video = path.join(copy, "photos/long.mp4");
      fs.writeFileSync(video, "");
      // Sparse: no disk used, but every byte is read and hashed.
      fs.truncateSync(video, 2 ** 31 + 1);
      const file = path.join(copy, "pages/40.yaml");
      fs.appendFileSync(file, "video: photos/long.mp4\n");
    });
    expect(errorsOf(read)).toEqual([]);
    const names = read.ok ? [...read.media.keys()] : [];
    expect(names.filter((name) => name.endsWith(".mp4"))).toHaveLength(1);
  });
});

describe("size limits (issue 45)", () => {
  const invalid = (bytes: number) => `id: [${"x".repeat(bytes)}\n`;

  it("refuses a file over the limit for one file before parsing it, naming its size and the limit", () => {
    const { read } = readChanged((copy) => fs.writeFileSync(path.join(copy, "pages/43.yaml"), invalid(5000)), {
      limits: { fileBytes: 2048, folderBytes: 64 * 1024 * 1024 },
    });
    expect(errorsOf(read)).toEqual([
      expect.stringMatching(/^pages\/43\.yaml: 4\.9 KB, over the limit of 2\.0 KB for one content file/),
    ]);
  });

  it("refuses a folder whose content files together pass the folder limit, before parsing any", () => {
    const { read } = readChanged((copy) => fs.writeFileSync(path.join(copy, "pages/43.yaml"), invalid(100)), {
      limits: { fileBytes: 1024, folderBytes: 1024 },
    });
    expect(errorsOf(read)).toEqual([
      expect.stringMatching(/^content files together: [\d.]+ KB, over the limit of 1\.0 KB for a folder/),
    ]);
  });

  it("by default refuses a 10 MB article (pasted with inline images), naming both sizes", () => {
    const image = Buffer.alloc(7.5 * 1024 * 1024, 7).toString("base64");
    const { read } = readChanged((copy) =>
      fs.writeFileSync(
        path.join(copy, "articles/999.yaml"),
        `id: 999\ntitle: 貼上的文章\ncontent: '<p><img src="data:image/png;base64,${image}"></p>'\n`,
      ),
    );
    expect(errorsOf(read)).toContainEqual(
      expect.stringMatching(/^articles\/999\.yaml: 10\.0 MB, over the limit of [\d.]+ [KM]B for one content file/),
    );
  });
});
