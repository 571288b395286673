// Children as a JSON column of their parent's row: one query where there were two, as PGlite answers
// one query at a time at a fixed cost above that of its rows.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A correlated `select json_agg(…)` subquery as an array column, `[]` when it finds no row. The subquery
 * is a query builder rather than inline `sql`: in a select list over a single table Drizzle writes an
 * `sql` column's columns without their table, which would tie an inline subquery's condition to its own
 * rows instead of the outer one.
 */
export const jsonArray = <T>(subquery: SQLWrapper): SQL<T[]> => sql<T[]>`coalesce(${subquery}, '[]'::json)`;
