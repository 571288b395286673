import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { settingResponse } from "../../server/contract/setting";
import { faqs, settings } from "../../server/db/schema";
import { faqs as faqTemplates, storeSettings } from "../../server/db/seed/data/content";
import { call, expectError } from "./support";

const { api } = useApiSuite({ buyers: false });

describe("GET /api/setting", () => {
  it("answers the settings row with region names and the FAQ in order", async () => {
    const { response, body } = await call(api.app, settingResponse, "/api/setting");
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      phone: storeSettings.phone,
      email: storeSettings.email,
      address: storeSettings.address,
      lat: storeSettings.lat,
      long: storeSettings.long,
      tac: storeSettings.tac,
      pp: storeSettings.pp,
      about: storeSettings.about,
      tac_price_nego: storeSettings.tacPriceNego,
      facebook: storeSettings.facebook,
      province: "Sulawesi Selatan",
      district: "Kota Makassar",
    });
    expect(body.data.faq.map((f) => f.question)).toEqual(faqTemplates.map((f) => f.question));
  });

  it("follows FAQ sort order, not insertion order", async () => {
    const [added] = await api.handle.db
      .insert(faqs)
      .values({ question: "Pertanyaan pertama?", answer: "<p>Ya.</p>", sort: -1 })
      .returning();
    const { body } = await call(api.app, settingResponse, "/api/setting");
    expect(body.data.faq[0]).toEqual({ id: added.id, question: "Pertanyaan pertama?", answer: "<p>Ya.</p>" });
  });

  it("answers 404 in the error envelope while the store has no settings", async () => {
    await api.handle.db.delete(settings).where(eq(settings.id, storeSettings.id));
    const error = await expectError(api.app, "/api/setting", 404);
    expect(error).toEqual({ status: false, message: "Pengaturan toko belum tersedia.", data: null });
  });
});
