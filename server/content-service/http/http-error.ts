// An error that carries its HTTP status and a visitor-readable (Traditional Chinese) message.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);

export const MESSAGES = {
  bodyNotObject: "請求內容必須是 JSON 物件",
  badJson: "請求內容不是有效的 JSON",
  tooLarge: "請求內容過大",
  badEncoding: "不支援的請求內容編碼",
  unreadable: "無法讀取請求內容",
  idRequired: (field: string) => `缺少編號（${field}）`,
  idInvalid: "編號必須是正整數",
  textRequired: (field: string) => `缺少必要欄位（${field}）`,
  textInvalid: (field: string) => `欄位格式不正確（${field}）`,
  routeNotFound: "找不到請求的資源",
  server: "伺服器發生錯誤，請稍後再試",
} as const;
