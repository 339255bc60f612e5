// Fills an empty, migrated database with the demo content (the caller holds the transaction).
import type { ContentDb } from "../db/content-db.js";
import { seedArticles } from "./article-seed.js";
import { seedCharity } from "./charity-seed.js";
import { seedHalls } from "./hall-seed.js";
import { seedHistory } from "./history-seed.js";
import { seedHome } from "./home-seed.js";
import { seedLists } from "./list-seed.js";
import { seedMenu } from "./menu-seed.js";
import { seedPages } from "./page-seed.js";
import { seedResources } from "./resource-seed.js";
import { SeedWriter } from "./seed-writer.js";
import { seedSponsors } from "./sponsor-seed.js";

export function seedContent(db: ContentDb): void {
  const seed = new SeedWriter(db);
  seedMenu(seed);
  seedHome(seed);
  seedPages(seed);
  seedLists(seed);
  seedArticles(seed);
  seedResources(seed);
  seedHistory(seed);
  seedCharity(seed);
  seedHalls(seed);
  seedSponsors(seed);
}
