// Read from the upstream's own +08:00 text, so no visitor's or server's time zone can shift it.

const ISO_TAIPEI = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2}\+08:00$/;

/** "2026/11/29 23:59（台北時間）", or the text as it came when it is not in that form. */
export function atmDeadlineText(deadline: string): string {
  const match = ISO_TAIPEI.exec(deadline);
  if (!match) return deadline;
  const [, year, month, day, hour, minute] = match;
  return `${year}/${month}/${day} ${hour}:${minute}（台北時間）`;
}
