// Home page data: slider items and news categories with their article cards.
import type { ContentDb } from "../db/content-db.js";

interface SlideRow {
  file_type: string;
  file_url: string;
  position: number;
}
interface CategoryRow {
  id: number;
  name: string;
}
interface PostRow {
  post_id: number;
  page_id: number;
  title: string;
  intro: string;
  thumbnail_url: string;
  redirect_url: string;
}

export function homeQueries(db: ContentDb) {
  // Stored order, not position order: the contract leaves sorting to the client.
  const slides = db.prepare<[], SlideRow>("SELECT file_type, file_url, position FROM home_slides ORDER BY id");
  const categories = db.prepare<[], CategoryRow>("SELECT id, name FROM news_categories ORDER BY position, id");
  const posts = db.prepare<[number], PostRow>(
    `SELECT post_id, page_id, title, intro, thumbnail_url, redirect_url
     FROM news_posts WHERE category_id = ? ORDER BY position, post_id`,
  );
  return {
    slides() {
      return slides.all().map((row) => ({ fileType: row.file_type, fileUrl: row.file_url, position: row.position }));
    },
    newsCategories() {
      return categories.all().map((category) => ({
        id: category.id,
        category: category.name,
        articleList: posts.all(category.id).map((post) => ({
          postID: post.post_id,
          pageID: post.page_id,
          title: post.title,
          intro: post.intro,
          thumbnailUrl: post.thumbnail_url,
          redirectUrl: post.redirect_url,
        })),
      }));
    },
  };
}
