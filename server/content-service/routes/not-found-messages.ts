// The 404 messages for records that do not exist, one per kind of record.

export const NOT_FOUND = {
  page: "找不到指定的頁面",
  album: "找不到指定的相簿",
  article: "找不到指定的文章",
  resource: "找不到指定的頁面資源",
  charity: "找不到指定的慈善團體",
  activity: "找不到指定的活動",
  hall: "找不到指定的佛堂",
  lesson: "找不到指定的課程",
} as const;
