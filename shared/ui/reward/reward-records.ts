// Fictional awards and organisers.
import { siteMedia } from "../../lib/site-media.js";

export interface RewardRecord {
  id: number;
  title: string;
  organiser: string;
  date: string;
  photo: string;
}

export const REWARD_RECORDS: RewardRecord[] = [
  {
    id: 1,
    title: "年度最佳家族辦公室服務獎",
    organiser: "亞太財富管理評選委員會",
    date: "2025-11-20",
    photo: siteMedia("site-reward-1.webp"),
  },
  {
    id: 2,
    title: "優良財務顧問團隊獎",
    organiser: "中華理財規劃發展協進會",
    date: "2024-09-06",
    photo: siteMedia("site-reward-2.webp"),
  },
  {
    id: 3,
    title: "企業社會責任楷模獎",
    organiser: "台中市公益企業聯誼會",
    date: "2023-12-15",
    photo: siteMedia("site-reward-3.webp"),
  },
];
