// A logged-in seller for the API tests: a Bearer token that only seller routes accept.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sellerLoginResponse } from "../../server/contract/seller";
import { admins } from "../../server/db/schema";
import type { TestApi } from "./support";

export type SellerSession = { id: number; headers: { authorization: string } };

export async function loginSellerAs(
  api: TestApi,
  login: { username: string; password: string },
): Promise<SellerSession> {
  const response = await api.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username: login.username, password: login.password }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = sellerLoginResponse.parse(response.json()).data;
  const [row] = await api.handle.db.select({ id: admins.id }).from(admins).where(eq(admins.username, login.username));
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}
