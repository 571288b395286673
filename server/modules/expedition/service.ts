import { asc } from "drizzle-orm";
import type { Courier } from "../../contract/expedition";
import type { Db } from "../../db/client";
import { couriers } from "../../db/schema";

/** Every courier with its status; the BFF shows the enabled ones and maps codes to names with the rest. */
export async function listCouriers(db: Db): Promise<Courier[]> {
  const rows = await db
    .select({ courier_name: couriers.name, courier_code: couriers.code, status: couriers.status })
    .from(couriers)
    .orderBy(asc(couriers.id));
  return rows.map((row) => ({ ...row, status: row.status === "enabled" ? "enabled" : "disabled" }));
}
