import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listResponse } from "../../../shared/api/fields.server.js";

describe("listResponse", () => {
  const schema = listResponse("thingList", z.object({ id: z.number() }));

  it("reads the items under data[key]", () => {
    expect(schema.parse({ data: { thingList: [{ id: 1 }, { id: 2 }] } }).data.thingList).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it("reads a missing or null list as empty, and keeps no other key", () => {
    expect(schema.parse({ data: {} }).data.thingList).toEqual([]);
    expect(schema.parse({ data: { thingList: null, other: [1] } }).data).toEqual({ thingList: [] });
  });

  it("rejects an answer without data", () => {
    expect(() => schema.parse({ thingList: [] })).toThrow();
  });
});
