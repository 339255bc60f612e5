import { expect, it } from "vitest";
import { HttpError, badRequest, notFound } from "../../../../server/content-service/http/http-error.js";

it("carries its status and message and names itself", () => {
  const error = new HttpError(413, "請求內容過大");
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ status: 413, message: "請求內容過大", name: "HttpError" });
});

it("makes 400 and 404 errors", () => {
  expect(badRequest("缺少編號（id）")).toMatchObject({ status: 400, message: "缺少編號（id）" });
  expect(notFound("找不到請求的資源")).toMatchObject({ status: 404, message: "找不到請求的資源" });
});
