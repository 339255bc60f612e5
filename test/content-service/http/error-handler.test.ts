// The last middlewares: an unknown route or method gets a JSON 404, an internal failure a JSON 500, and the
// service keeps answering.
import request from "supertest";
import { describe, it } from "vitest";
import { contentRequests } from "../content-requests.js";
import { testService } from "../content-test-service.js";
import { expectMessage } from "../expect-message.js";

const { app } = contentRequests();

describe("routes", () => {
  it("unknown route or method -> 404 JSON", async () => {
    expectMessage(await request(app()).get("/api/website/nothing"), 404);
    expectMessage(await request(app()).get("/api/website/getMenuList"), 404);
    expectMessage(await request(app()).get("/elsewhere"), 404);
  });

  it("an internal failure -> 500 JSON, and the app keeps answering", async () => {
    const broken = testService();
    broken.db.close();
    expectMessage(await request(broken.app).post("/api/website/getMenuList").send({}), 500);
    expectMessage(await request(broken.app).get("/api/nothing"), 404);
    broken.close();
  });
});
