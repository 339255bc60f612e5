// GET /healthz of the content service, what the web server's liveness probe asks: 200 while the database
// reads, 503 once it cannot; never cached.
import request from "supertest";
import { afterEach, expect, test } from "vitest";
import { testService, type TestService } from "../content-test-service.js";

let service: TestService;
afterEach(() => service.close());

test("200 while the database reads, 503 once it cannot", async () => {
  service = testService();
  const ok = await request(service.app).get("/healthz").expect(200);
  expect(ok.body).toEqual({ status: "ok" });
  expect(ok.headers["cache-control"]).toBe("no-store");
  service.db.close();
  expect((await request(service.app).get("/healthz").expect(503)).body).toEqual({ status: "database unreadable" });
});
