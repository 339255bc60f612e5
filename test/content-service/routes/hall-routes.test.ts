// Buddhist halls, their photos and courses.
import { describe, expect, it } from "vitest";
import { buddhismLessonResponse, buddhismListResponse, buddhismResponse } from "../../../shared/api/buddhism.server.js";
import { contentRequests } from "../content-requests.js";

const { post } = contentRequests();

describe("Buddhist halls", () => {
  it("4 halls, each with photos and courses; courses with albums and photos", async () => {
    const { data } = buddhismListResponse.parse(await post("/api/website/getBuddhismList"));
    expect(data.buddhismList).toHaveLength(4);
    for (const hall of data.buddhismList) {
      const detail = buddhismResponse.parse(await post("/api/website/getBuddhism", { id: hall.id }));
      expect(detail.data.slider.length).toBeGreaterThan(0);
      expect(detail.data.lesson.length).toBeGreaterThan(0);
      for (const lesson of detail.data.lesson) {
        const course = buddhismLessonResponse.parse(await post("/api/website/getBuddhismLesson", { id: lesson.id }));
        expect(course.data.album.length).toBeGreaterThan(1);
        expect(course.data.slider.length).toBeGreaterThan(0);
      }
    }
  });
});
