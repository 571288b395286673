import { asc, eq } from "drizzle-orm";
import type { Setting } from "../../contract/setting";
import type { Db } from "../../db/client";
import { districts, faqs, provinces, settings } from "../../db/schema";

/** The store's settings row with its FAQ; null before the store is set up. */
export async function getSetting(db: Db): Promise<Setting | null> {
  const [rows, faqRows] = await Promise.all([
    db
      .select({
        phone: settings.phone,
        email: settings.email,
        address: settings.address,
        province: provinces.name,
        districtType: districts.type,
        districtName: districts.name,
        lat: settings.lat,
        long: settings.long,
        facebook: settings.facebook,
        twitter: settings.twitter,
        instagram: settings.instagram,
        linkedin: settings.linkedin,
        tac: settings.tac,
        pp: settings.pp,
        about: settings.about,
        tacPriceNego: settings.tacPriceNego,
      })
      .from(settings)
      .innerJoin(provinces, eq(provinces.id, settings.provinceId))
      .innerJoin(districts, eq(districts.id, settings.districtId))
      .orderBy(asc(settings.id))
      .limit(1),
    db
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.sort), asc(faqs.id)),
  ]);
  const row = rows[0];
  if (!row) return null;
  const { districtType, districtName, tacPriceNego, ...rest } = row;
  return {
    ...rest,
    // "Kota Makassar", not "Makassar": a Kabupaten and a Kota may share a name.
    district: `${districtType} ${districtName}`,
    tac_price_nego: tacPriceNego,
    faq: faqRows,
  };
}
