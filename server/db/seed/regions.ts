// Kemendagri regions from the committed CSV files (see seed-data/regions); ids are the official codes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../client";
import { districts, provinces, subDistricts } from "../schema";

const regionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "data", "regions");

export type RegionRows = {
  provinces: (typeof provinces.$inferInsert)[];
  districts: (typeof districts.$inferInsert)[];
  subDistricts: (typeof subDistricts.$inferInsert)[];
};

/** The files hold no quoted fields (names have no commas), so a plain split is exact. */
async function readCsv(file: string, columns: readonly string[]): Promise<string[][]> {
  const text = await readFile(path.join(regionsFolder, file), "utf8");
  const [header, ...lines] = text.split("\n").filter((line) => line.trim() !== "");
  if (header.trim() !== columns.join(",")) throw new Error(`${file}: unexpected header ${header}`);
  return lines.map((line, index) => {
    const cells = line.trim().split(",");
    if (cells.length !== columns.length) throw new Error(`${file}:${index + 2}: expected ${columns.length} cells`);
    return cells;
  });
}

export async function readRegions(): Promise<RegionRows> {
  const [provinceCells, districtCells, subDistrictCells] = await Promise.all([
    readCsv("provinces.csv", ["province_id", "province_name"]),
    readCsv("districts.csv", ["city_id", "province_id", "type", "city_name", "postal_code"]),
    readCsv("sub-districts.csv", ["subdistrict_id", "city_id", "subdistrict_name", "postal_code"]),
  ]);
  return {
    provinces: provinceCells.map(([id, name]) => ({ id: Number(id), name })),
    districts: districtCells.map(([id, provinceId, type, name, postalCode]) => ({
      id: Number(id),
      provinceId: Number(provinceId),
      type,
      name,
      postalCode,
    })),
    subDistricts: subDistrictCells.map(([id, districtId, name, postalCode]) => ({
      id: Number(id),
      districtId: Number(districtId),
      name,
      postalCode,
    })),
  };
}

export async function insertInChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

export async function seedRegions(db: Db): Promise<RegionRows> {
  const regions = await readRegions();
  await db.insert(provinces).values(regions.provinces);
  await insertInChunks(regions.districts, 1000, (chunk) => db.insert(districts).values(chunk));
  await insertInChunks(regions.subDistricts, 1000, (chunk) => db.insert(subDistricts).values(chunk));
  return regions;
}
