import { asc, inArray } from "drizzle-orm";
import { bannerPositions, type Banner, type BannerPosition } from "../../contract/banner";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";

/** Every banner of a known position, in display order (the BFF picks a position's banners). */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select({ id: banners.id, position: banners.position, image: banners.image, webp: banners.webp, url: banners.url })
    .from(banners)
    .where(inArray(banners.position, [...bannerPositions]))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({ ...row, position: row.position as BannerPosition }));
}
