// Triggers keep products.effective_price and has_promo right whenever a price or a promo row changes;
// a promo whose window opens or closes with the clock changes no row, so every instance catches up
// periodically (the update is idempotent and touches only products whose state flipped).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";

export const PROMO_WINDOW_REFRESH_MS = 60_000;

/** Recomputes products whose promo window opened or closed since their last write; returns how many. */
export async function refreshPromoWindows(db: Db): Promise<number> {
  const [row] = await db.select({ changed: sql<number>`refresh_promo_windows()` }).from(sql`(select 1) as once`);
  return Number(row?.changed ?? 0);
}

export function schedulePromoWindowRefresh(
  app: FastifyInstance,
  db: Db,
  everyMs = PROMO_WINDOW_REFRESH_MS,
  onRefreshed: (changed: number) => void = () => undefined,
): void {
  const run = () =>
    refreshPromoWindows(db)
      .then(onRefreshed)
      .catch((error: unknown) => app.log.warn({ err: error }, "promo window refresh failed"));
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook("onReady", async () => {
    await run();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
