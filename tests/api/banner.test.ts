import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { bannerListResponse } from "../../server/contract/banner";
import { banners } from "../../server/db/schema";
import { bannerTemplates } from "../../server/db/seed/data/content";
import { call } from "./support";

const { api } = useApiSuite({ buyers: false });

describe("GET /api/banner", () => {
  it("answers every banner in display order with its image paths", async () => {
    const { response, body } = await call(api.app, bannerListResponse, "/api/banner");
    expect(response.statusCode).toBe(200);
    expect(body.data.map((b) => [b.position, b.url])).toEqual(bannerTemplates.map((t) => [t.position, t.url]));
    for (const banner of body.data) {
      expect(banner.image).toMatch(/^banners\/.+\.(jpg|png)$/);
    }
    expect(body.data.map((b) => b.position)).toEqual(
      expect.arrayContaining(["Slider", "Login Page", "Registration Page"]),
    );
  });

  it("leaves out a banner whose position the contract does not know", async () => {
    await api.handle.db.insert(banners).values({ position: "Popup", image: "banners/popup.jpg", sort: -1 });
    const { body } = await call(api.app, bannerListResponse, "/api/banner");
    expect(body.data.map((b) => b.image)).not.toContain("banners/popup.jpg");
    expect(body.data).toHaveLength(bannerTemplates.length);
  });
});
