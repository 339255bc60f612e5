// The contract endpoints over HTTP against the demo content: each answers with the exact shape the web
// server parses (the shared schemas), and the demo content covers what each screen needs.
import request from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
import { testService, type TestService } from "./content-test-service.js";

/** One service on the demo content for the file's tests; post and get expect a 200, app is the service's own. */
export function contentRequests() {
  let service: TestService;
  beforeAll(() => {
    service = testService();
  });
  afterAll(() => service.close());
  const post = async (path: string, body: object = {}): Promise<unknown> => {
    const response = await request(service.app).post(path).send(body);
    expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200);
    expect(response.type).toBe("application/json");
    return response.body;
  };
  const get = async (path: string): Promise<unknown> => {
    const response = await request(service.app).get(path);
    expect(response.status, path).toBe(200);
    return response.body;
  };
  return { post, get, app: () => service.app };
}
