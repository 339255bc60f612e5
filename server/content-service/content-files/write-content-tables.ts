// Replaces the content tables; the caller holds the transaction, so readers never see a mix.
import type { Statement } from "better-sqlite3";
import type { ContentDb } from "../db/content-db.js";
import type { ContentSet } from "./content-schemas.js";

type SqlValue = string | number | null;

/** Children before parents, so the foreign keys hold at every step. */
export const CONTENT_TABLES = [
  "album_photos",
  "albums",
  "activity_media",
  "charity_activities",
  "charities",
  "hall_photos",
  "lessons",
  "halls",
  "news_posts",
  "news_categories",
  "history_entries",
  "history_years",
  "menu_items",
  "home_slides",
  "pages",
  "articles",
  "resource_articles",
  "resource_slides",
  "focus_items",
  "media",
] as const;

export function writeContentTables(db: ContentDb, content: ContentSet): void {
  const statements = new Map<string, Statement<SqlValue[]>>();
  // Table and column names come from this file, never from content.
  const insert = (table: string, row: Record<string, SqlValue>): number => {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<SqlValue[]>(sql);
      statements.set(sql, statement);
    }
    return Number(statement.run(...Object.values(row)).lastInsertRowid);
  };

  for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
  writeHome(insert, content);
  writeRecords(insert, content);
  for (const image of content.placeholders?.images ?? [])
    insert("media", {
      name: image.name,
      label: image.label,
      caption: `${image.name} · ${image.width}×${image.height}`,
      width: image.width,
      height: image.height,
      hue: hueOf(image.name),
    });
}

type Insert = (table: string, row: Record<string, SqlValue>) => number;

function writeHome(insert: Insert, content: ContentSet): void {
  content.menu?.items.forEach((item, index) => {
    const rowId = insert("menu_items", {
      parent_row_id: null,
      item_id: item.id,
      name: item.name,
      path: item.path ?? null,
      refer_type: null,
      position: index + 1,
    });
    item.pageList?.forEach((sub, subIndex) =>
      insert("menu_items", {
        parent_row_id: rowId,
        item_id: sub.id,
        name: sub.name,
        path: sub.path,
        refer_type: sub.referType,
        position: subIndex + 1,
      }),
    );
  });
  for (const slide of content.slider?.slides ?? [])
    insert("home_slides", { file_type: slide.fileType, file_url: slide.fileUrl, position: slide.position });
  content.news?.categories.forEach((category, index) => {
    insert("news_categories", { id: category.id, name: category.category, position: index + 1 });
    category.articleList.forEach((post, postIndex) =>
      insert("news_posts", {
        post_id: post.postID,
        category_id: category.id,
        page_id: post.pageID,
        title: post.title,
        intro: post.intro,
        thumbnail_url: post.thumbnailUrl,
        redirect_url: post.redirectUrl,
        position: postIndex + 1,
      }),
    );
  });
  content.focus?.items.forEach((item, index) =>
    insert("focus_items", {
      title: item.title,
      intro: item.intro,
      thumbnail_url: item.thumbnailUrl,
      redirect_url: item.redirectUrl,
      type_id: item.typeID,
      page_id: item.pageID,
      position: index + 1,
    }),
  );
  content.history?.years.forEach((year, index) => {
    insert("history_years", { id: year.id, year: year.year, position: index + 1 });
    year.content.forEach((entry, entryIndex) =>
      insert("history_entries", { year_id: year.id, type: entry.type, data: entry.data, position: entryIndex + 1 }),
    );
  });
}

function writeRecords(insert: Insert, content: ContentSet): void {
  for (const page of content.page)
    insert("pages", {
      id: page.id,
      type_id: page.typeId,
      title: page.title,
      intro: page.intro,
      content: page.content,
      image: page.image,
      video: page.video,
      page_path: page.pagePath ?? null,
      menu_path: page.menuPath ?? null,
      link_path: page.linkPath,
      position: page.position,
    });
  for (const article of content.article)
    insert("articles", {
      id: article.id,
      title: article.title,
      thumbnail_url: article.thumbnailUrl,
      content: article.content,
    });
  for (const resource of content.resource) {
    resource.groups.forEach((group, groupIndex) =>
      group.articles.forEach((article, index) =>
        insert("resource_articles", {
          resource_key: resource.key,
          group_no: groupIndex + 1,
          title: article.title,
          content: article.content,
          thumbnail_url: article.thumbnailUrl,
          position: index + 1,
        }),
      ),
    );
    resource.slider.forEach((slide, index) =>
      insert("resource_slides", {
        resource_key: resource.key,
        url: slide.url,
        title: slide.title,
        description: slide.description,
        position: index + 1,
      }),
    );
  }
  for (const charity of content.charity)
    insert("charities", { id: charity.id, title: charity.title, content: charity.content });
  for (const activity of content.activity) {
    insert("charity_activities", {
      id: activity.id,
      charity_id: activity.charity,
      name: activity.name,
      content: activity.content,
      start_date: activity.startDate,
      end_date: activity.endDate,
      is_donate: activity.isDonate ? 1 : 0,
      position: activity.position ?? 0,
    });
    activity.albumList.forEach((item, index) =>
      insert("activity_media", { activity_id: activity.id, image: item.image, title: item.title, position: index + 1 }),
    );
  }
  for (const hall of content.hall) {
    insert("halls", {
      id: hall.id,
      name: hall.name,
      image: hall.image,
      content: hall.content,
      position: hall.position ?? 0,
    });
    hall.photos.forEach((photo, index) =>
      insert("hall_photos", { hall_id: hall.id, image: photo.image, title: photo.title, position: index + 1 }),
    );
  }
  for (const course of content.course)
    insert("lessons", {
      id: course.id,
      hall_id: course.hall,
      name: course.name,
      start_time: course.startTime,
      end_time: course.endTime,
      image: course.image,
      position: course.position ?? 0,
    });
  for (const album of content.album) {
    const { owner } = album;
    const [kind, ownerId] =
      "page" in owner
        ? ["page", owner.page]
        : "course" in owner
          ? ["lesson", owner.course]
          : ["charity", owner.charity];
    insert("albums", {
      id: album.id,
      owner_kind: kind,
      owner_id: ownerId,
      name: album.name,
      title: album.title,
      image: album.image,
      sort_order: album.order,
    });
    album.photos.forEach((photo, index) =>
      insert("album_photos", {
        album_id: album.id,
        image: photo.image,
        title: photo.title,
        description: photo.description,
        position: index + 1,
      }),
    );
  }
}

function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 3600;
  return Math.floor(hash / 10);
}
