// Content pages (by id or by path), standalone articles, page lists by menu path and page resources.
import type { ContentDb } from "../db/content-db.js";
import type { AlbumQueries } from "./album-queries.js";

interface PageRow {
  id: number;
  type_id: number;
  title: string;
  intro: string;
  content: string;
  image: string;
  video: string;
}
interface ArticleRow {
  title: string;
  thumbnail_url: string;
  content: string;
}
interface EntryRow {
  id: number;
  title: string;
  image: string;
  link_path: string;
}
interface ResourceArticleRow {
  group_no: number;
  title: string;
  content: string;
  thumbnail_url: string;
}
interface ResourceSlideRow {
  url: string;
  title: string;
  description: string;
}

export function pageQueries(db: ContentDb, albums: AlbumQueries) {
  const byId = db.prepare<[number], PageRow>(
    "SELECT id, type_id, title, intro, content, image, video FROM pages WHERE id = ?",
  );
  const byPath = db.prepare<[string], PageRow>(
    "SELECT id, type_id, title, intro, content, image, video FROM pages WHERE page_path = ?",
  );
  const article = db.prepare<[number], ArticleRow>("SELECT title, thumbnail_url, content FROM articles WHERE id = ?");
  const entries = db.prepare<[string], EntryRow>(
    "SELECT id, title, image, link_path FROM pages WHERE menu_path = ? ORDER BY position, id",
  );
  const resourceArticles = db.prepare<[string], ResourceArticleRow>(
    "SELECT group_no, title, content, thumbnail_url FROM resource_articles WHERE resource_key = ? ORDER BY group_no, position",
  );
  const resourceSlides = db.prepare<[string], ResourceSlideRow>(
    "SELECT url, title, description FROM resource_slides WHERE resource_key = ? ORDER BY position",
  );

  return {
    page(id: number) {
      const row = byId.get(id);
      if (!row) return null;
      return {
        result: {
          id: row.id,
          title: row.title,
          intro: row.intro,
          content: row.content,
          image: row.image,
          video: row.video,
          typeId: row.type_id,
        },
        album: albums.headers("page", row.id),
        slider: albums.firstAlbumPhotos("page", row.id).map(({ image, title }) => ({ image, title })),
      };
    },
    pageByPath(pagePath: string) {
      const row = byPath.get(pagePath);
      return row ? { result: { title: row.title, content: row.content } } : null;
    },
    article(id: number) {
      const row = article.get(id);
      return row ? { result: { title: row.title, thumbnailUrl: row.thumbnail_url, content: row.content } } : null;
    },
    pageList(menuPath: string) {
      return entries
        .all(menuPath)
        .map((row) => ({ id: row.id, title: row.title, image: row.image, path: row.link_path }));
    },
    resource(key: string) {
      const articles = resourceArticles.all(key);
      const slider = resourceSlides.all(key);
      if (articles.length === 0 && slider.length === 0) return null;
      const groups = [...new Set(articles.map((row) => row.group_no))];
      return {
        article: groups.map((group) => ({
          article: articles
            .filter((row) => row.group_no === group)
            .map((row) => ({ title: row.title, content: row.content, thumbnailUrl: row.thumbnail_url })),
        })),
        slider,
      };
    },
  };
}
