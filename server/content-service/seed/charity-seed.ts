// Demo charity (id 1): introduction, activities (donations open on some, closed on others) and albums.
import { DEMO_VIDEO_URL } from "./home-seed.js";
import type { SeedWriter } from "./seed-writer.js";

export const DEMO_CHARITY_ID = 1;

const INTRO = [
  "<p>社團法人台中市恆心慈善協會成立於 2013 年，由一群關心在地弱勢家庭的企業志工發起，秉持「及時、透明、長期陪伴」的精神服務中部地區。</p>",
  "<h3>服務項目</h3><ul><li>急難救助：協助遭逢變故的家庭度過難關</li><li>學童營養早餐：與偏鄉國小合作，提供每日早餐</li><li>長者關懷：定期探訪獨居長者並提供送餐服務</li><li>喪葬協助：為經濟困難的家庭提供喪葬補助</li></ul>",
  "<p>協會財務每年經會計師查核並公開於網站，所有捐款皆開立收據。感謝每一位捐款人的支持，讓愛能走得更遠。</p>",
].join("");

const ACTIVITIES = [
  {
    id: 21,
    name: "2026 歲末寒冬送暖・物資募集",
    startDate: "2026-11-01",
    endDate: "2027-01-31",
    isDonate: true,
    text: "寒流來臨前，協會募集禦寒衣物、棉被與民生物資，將送往中部山區與沿海的一百二十戶家庭。現金捐款將用於採購電暖器與年菜禮盒。",
    media: ["物資整理", "志工打包", "山區配送", "video", "家庭訪視"],
  },
  {
    id: 22,
    name: "偏鄉學童營養早餐計畫",
    startDate: "2026-09-01",
    endDate: "2027-06-30",
    isDonate: true,
    text: "與十二所偏鄉國小合作，每天為六百位學童準備營養均衡的早餐。每捐助新臺幣 600 元，可支持一位學童一個月的早餐。",
    media: ["早餐準備", "學童用餐", "營養師訪校"],
  },
  {
    id: 23,
    name: "中秋關懷獨居長者",
    startDate: "2026-09-10",
    endDate: "2026-10-06",
    isDonate: false,
    text: "中秋前夕，志工帶著月餅與生活用品探訪八十位獨居長者，陪伴聊天並協助居家環境整理。本活動已圓滿結束，感謝各界支持。",
    media: ["月餅禮盒", "到府探訪", "長者合影"],
  },
  {
    id: 24,
    name: "淨灘護海洋志工日",
    startDate: "2026-06-08",
    endDate: "2026-06-08",
    isDonate: false,
    text: "兩百位志工於大安海濱清出八百公斤海洋廢棄物，並進行垃圾分類調查，結果提供給環保團體作為政策倡議參考。",
    media: ["集合出發", "沙灘清理", "垃圾分類", "成果合影"],
  },
];

const ALBUMS = [
  {
    key: "a",
    name: "寒冬送暖",
    title: "2025 年物資發放紀實",
    order: 2,
    photos: ["物資入庫", "分裝作業", "送達受助家庭", "志工感謝會"],
  },
  {
    key: "b",
    name: "營養早餐",
    title: "學童早餐計畫第二年",
    order: 1,
    photos: ["中央廚房", "早餐配送", "學童用餐", "校長致謝", "營養課程"],
  },
  { key: "c", name: "長者關懷", title: "送餐與探訪服務", order: 4, photos: ["送餐出發", "居家探訪", "健康量測"] },
  { key: "d", name: "喪葬協助", title: "喪葬專戶說明會", order: 3, photos: ["說明會現場", "社工諮詢", "志工培訓"] },
];

export function seedCharity(seed: SeedWriter): void {
  seed.insert("charities", { id: DEMO_CHARITY_ID, title: "社團法人台中市恆心慈善協會", content: INTRO });
  ACTIVITIES.forEach((activity, index) => {
    seed.insert("charity_activities", {
      id: activity.id,
      charity_id: DEMO_CHARITY_ID,
      name: activity.name,
      content: `<p>${activity.text}</p>`,
      start_date: activity.startDate,
      end_date: activity.endDate,
      is_donate: activity.isDonate ? 1 : 0,
      position: index + 1,
    });
    activity.media.forEach((caption, mediaIndex) => {
      const isVideo = caption === "video";
      seed.insert("activity_media", {
        activity_id: activity.id,
        image: isVideo
          ? DEMO_VIDEO_URL
          : seed.image(`activity${activity.id}-${mediaIndex + 1}`, `${activity.name}｜${caption}`),
        title: isVideo ? "活動影片" : caption,
        position: mediaIndex + 1,
      });
    });
  });
  for (const album of ALBUMS) seed.album({ kind: "charity", id: DEMO_CHARITY_ID }, album);
}
