// Demo home page: the slider (images and one video, stored out of position order) and the news tabs.
import type { SeedWriter } from "./seed-writer.js";
import { seedNewsPage } from "./news-page-seed.js";

export const DEMO_VIDEO_URL = "/media/demo.webm";

const SLIDES: { label: string; position: number; video?: boolean }[] = [
  { label: "穩健傳承・專業守護", position: 1 },
  { label: "2026 家族資產傳承論壇", position: 3 },
  { label: "集團形象影片", position: 2, video: true },
  { label: "恆心慈善協會・歲末送暖", position: 4 },
  { label: "佛堂禪修課程開課中", position: 6 },
  { label: "AI 智能理財顧問上線", position: 5 },
];

interface NewsPost {
  postID: number;
  pageID: number;
  title: string;
  intro: string;
  redirectUrl?: string;
}

const NEWS: { id: number; category: string; posts: NewsPost[] }[] = [
  {
    id: 1,
    category: "集團新聞",
    posts: [
      {
        postID: 101,
        pageID: 10,
        title: "恆岳集團發布 2026 年度永續報告書",
        intro: "首度揭露範疇三碳排放盤查成果，並承諾 2030 年辦公據點全面使用綠電。",
      },
      {
        postID: 102,
        pageID: 11,
        title: "高雄分公司遷址擴編，服務據點全面升級",
        intro: "新辦公室增設家族會議室與無障礙諮詢空間，南部客戶預約更便利。",
      },
      {
        postID: 103,
        pageID: 12,
        title: "AI 智能理財顧問正式上線",
        intro: "結合投資組合健檢與風險屬性評估，提供二十四小時線上初步諮詢。",
      },
      {
        postID: 104,
        pageID: 10,
        title: "榮獲年度最佳家族辦公室服務獎",
        intro: "評審肯定團隊在跨境傳承與信託規劃的專業表現（外部報導）。",
        redirectUrl: "https://www.example.org/news/family-office-award",
      },
    ],
  },
  {
    id: 2,
    category: "公益活動",
    posts: [
      {
        postID: 201,
        pageID: 13,
        title: "歲末寒冬送暖：物資募集起跑",
        intro: "恆心慈善協會募集禦寒衣物與民生物資，年底前送往中部偏鄉家庭。",
      },
      {
        postID: 202,
        pageID: 14,
        title: "偏鄉學童營養早餐計畫第三年",
        intro: "今年擴大至十二所國小，每天為六百位學童準備營養早餐。",
      },
      {
        postID: 203,
        pageID: 15,
        title: "淨灘護海洋：兩百位志工齊聚大安海濱",
        intro: "半天清出八百公斤海洋廢棄物，並進行垃圾分類調查。",
      },
    ],
  },
  {
    id: 3,
    category: "講座資訊",
    posts: [
      {
        postID: 301,
        pageID: 16,
        title: "退休金三桶金：現金流規劃講座",
        intro: "從生活、保障到傳承，一次掌握退休後的資金配置原則。",
      },
      { postID: 302, pageID: 17, title: "境外信託與稅務實務說明會", intro: "邀請執業會計師解析最新稅制與申報實務。" },
      {
        postID: 303,
        pageID: 18,
        title: "親子理財營：從零用錢開始",
        intro: "寓教於樂的小學生理財課，寒假期間於台中總公司舉辦。",
      },
    ],
  },
];

export function seedHome(seed: SeedWriter): void {
  SLIDES.forEach((slide, index) => {
    seed.insert("home_slides", {
      file_type: slide.video ? "video" : "image",
      file_url: slide.video ? DEMO_VIDEO_URL : seed.image(`home-slide-${index + 1}`, slide.label, "slide"),
      position: slide.position,
    });
  });
  const seededPages = new Set<number>();
  NEWS.forEach((category, categoryIndex) => {
    seed.insert("news_categories", { id: category.id, name: category.category, position: categoryIndex + 1 });
    category.posts.forEach((post, postIndex) => {
      seed.insert("news_posts", {
        post_id: post.postID,
        category_id: category.id,
        page_id: post.pageID,
        title: post.title,
        intro: post.intro,
        thumbnail_url: seed.image(`news-${post.postID}`, post.title, "thumb"),
        redirect_url: post.redirectUrl ?? "",
        position: postIndex + 1,
      });
      if (!seededPages.has(post.pageID)) {
        seededPages.add(post.pageID);
        seedNewsPage(seed, post);
      }
    });
  });
}
