// Demo Buddhist halls: four halls with photos, courses (with albums) and one content page per hall.
import type { SeedWriter } from "./seed-writer.js";

/** The content page of hall n (1-4), for the fixed /buddhism1../buddhism4 pages. */
export const HALL_PAGE_IDS = [21, 22, 23, 24] as const;

type Lesson = readonly [id: number, name: string, start: string, end: string];
function defineHall(id: number, name: string, area: string, lessons: readonly Lesson[]) {
  return { id, name, area, lessons };
}

const HALLS = [
  defineHall(1, "明心佛堂", "台中市北屯區", [
    [51, "佛學初階班", "2026-09-06", "2026-12-27"],
    [52, "經典導讀：心經", "2026-10-04", "2027-01-24"],
    [53, "禪修靜坐班", "2027-01-10", "2027-04-25"],
  ]),
  defineHall(2, "慧日佛堂", "彰化縣員林市", [
    [54, "抄經共修", "2026-08-01", "2026-11-28"],
    [55, "親子讀經班", "2026-09-05", "2027-01-16"],
  ]),
  defineHall(3, "妙音講堂", "南投縣埔里鎮", [
    [56, "梵唄唱誦班", "2026-07-04", "2026-10-31"],
    [57, "佛教藝術欣賞", "2026-10-03", "2027-02-20"],
  ]),
  defineHall(4, "淨蓮佛堂", "台中市大里區", [
    [58, "素食烹飪課", "2026-09-12", "2026-12-19"],
    [59, "長青共學班", "2026-10-01", "2027-03-31"],
  ]),
];

const HALL_PHOTOS = ["山門", "大殿", "禪堂", "藏經閣", "庭園", "法會", "齋堂"];

export function seedHalls(seed: SeedWriter): void {
  HALLS.forEach((hall, index) => {
    const content = [
      `<p>${hall.name}位於${hall.area}，環境清幽，每週開放民眾參訪、共修與學習佛法。</p>`,
      "<p>佛堂定期舉辦經典講座、禪修與社區關懷活動，歡迎各界大德隨喜參與。</p>",
      "<h3>開放時間</h3><p>週二至週日 上午 8:00 至下午 5:00（週一休館）</p>",
    ].join("");
    seed.insert("halls", {
      id: hall.id,
      name: hall.name,
      image: seed.image(`hall-${hall.id}`, hall.name, "wide"),
      content,
      position: index + 1,
    });
    HALL_PHOTOS.forEach((caption, photoIndex) => {
      seed.insert("hall_photos", {
        hall_id: hall.id,
        image: seed.image(`hall-${hall.id}-photo-${photoIndex + 1}`, `${hall.name}｜${caption}`),
        title: caption,
        position: photoIndex + 1,
      });
    });
    hall.lessons.forEach(([id, name, start, end], lessonIndex) => {
      seed.insert("lessons", {
        id,
        hall_id: hall.id,
        name,
        start_time: start,
        end_time: end,
        image: seed.image(`lesson-${id}`, `${hall.name}｜${name}`, "wide"),
        position: lessonIndex + 1,
      });
      seed.album(
        { kind: "lesson", id },
        { key: "a", title: "課程紀實", order: 2, photos: ["課堂講解", "分組練習", "師生合影"] },
      );
      seed.album(
        { kind: "lesson", id },
        { key: "b", title: "開課典禮", order: 1, photos: ["典禮會場", "法師開示", "學員宣誓", "結緣品發放"] },
      );
    });
    seed.insert("pages", {
      id: HALL_PAGE_IDS[index] ?? 20 + hall.id,
      type_id: 1,
      title: hall.name,
      intro: `${hall.area}・${hall.name}`,
      content,
      image: seed.image(`hall-${hall.id}`, hall.name, "wide"),
      video: "",
      position: 20 + hall.id,
    });
  });
}
