// The static content of /about and the group layout classes: what the spec counts is there.
import { describe, expect, test } from "vitest";
import { GROUP_CARDS } from "../../../../shared/ui/about/group-cards.js";
import { groupCountClass } from "../../../../shared/ui/about/group-distribution.js";
import { BOOK, CURRENT_POSITIONS, PAST_EXPERIENCE } from "../../../../shared/ui/about/profile-data.js";

describe("group distribution", () => {
  test("eight categories in the spec's order, each with an icon and external https links", () => {
    expect(GROUP_CARDS.map((card) => card.title)).toEqual([
      "金融保險",
      "創投私募",
      "金融科技",
      "健康蔬食",
      "不動產與土地開發",
      "健康科技",
      "慈善公益",
      "社團",
    ]);
    for (const card of GROUP_CARDS) {
      expect(card.icon).toMatch(/^\/site-media\/[0-9a-f]{8}\/site-group-icon-\d\.webp$/);
      expect(card.links.length).toBeGreaterThan(0);
      // Fictional addresses: the reserved .example top-level domain, so no real site is linked.
      for (const link of card.links) expect(new URL(link.href).hostname).toMatch(/\.example$/);
      for (const link of card.links) expect(link.href).toMatch(/^https:\/\//);
    }
  });

  test.each([
    [0, "group-map--n2"],
    [2, "group-map--n2"],
    [5, "group-map--n5"],
    [8, "group-map--n8"],
    [11, "group-map--n8"],
  ])("%i cards use the layout class %s", (count, expected) => {
    expect(groupCountClass(count)).toBe(expected);
  });
});

describe("profile", () => {
  test("12 current positions and 13 past roles, with unique generated ids", () => {
    expect(CURRENT_POSITIONS).toHaveLength(12);
    expect(PAST_EXPERIENCE).toHaveLength(13);
    expect(new Set(CURRENT_POSITIONS.map((e) => e.id)).size).toBe(12);
    expect(new Set(PAST_EXPERIENCE.map((e) => e.id)).size).toBe(13);
    expect(PAST_EXPERIENCE.some((e) => e.distributed)).toBe(true);
  });

  test("the book: private banking and offshore planning, March 2008, a three-line outline", () => {
    expect(BOOK.title).toContain("私人銀行");
    expect(BOOK.title).toContain("境外規劃");
    expect(BOOK.publisher).toContain("資產管理顧問");
    expect(BOOK.publishedOn).toBe("2008年3月");
    expect(BOOK.outline).toHaveLength(3);
  });
});
