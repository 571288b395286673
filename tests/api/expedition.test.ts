import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { courierListResponse } from "../../server/contract/expedition";
import { couriers } from "../../server/db/seed/data/content";
import { call } from "./support";

const { api } = useApiSuite({ buyers: false });

describe("GET /api/expedition", () => {
  it("answers every courier with its status, disabled ones included", async () => {
    const { response, body } = await call(api.app, courierListResponse, "/api/expedition");
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual(couriers.map((c) => ({ courier_name: c.name, courier_code: c.code, status: c.status })));
    expect(body.data.some((c) => c.status === "disabled")).toBe(true);
  });
});
