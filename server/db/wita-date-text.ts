import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { MONTHS_ID } from "../contract/wita";

const months = sql.raw(`array[${MONTHS_ID.map((name) => `'${name}'`).join(", ")}]`);

/**
 * A timestamp as a list shows it in WITA (`03 September 2026`), unpadded (`3 September 2026`) and ISO
 * (`2026-09-03`), space-separated: what a search box may be typed with.
 */
export function witaDateTexts(column: SQLWrapper): SQL {
  const local = sql`(${column} at time zone 'Asia/Makassar')`;
  const month = sql`(${months})[extract(month from ${local})::int]`;
  return sql`concat_ws(' ',
    to_char(${local}, 'DD') || ' ' || ${month} || ' ' || to_char(${local}, 'YYYY'),
    to_char(${local}, 'FMDD') || ' ' || ${month} || ' ' || to_char(${local}, 'YYYY'),
    to_char(${local}, 'YYYY-MM-DD'))`;
}
