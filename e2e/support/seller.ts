// A logged-in seller for e2e journeys: the demo seller's Bearer token from the API under test (no
// seller pages exist yet, so the API-level login is what the journeys need). Use the fixture
// (`test.extend` below) or call `loginSeller` from a test.
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { ADMIN_LOGIN } from "../../server/db/seed/demo";

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

export type SellerSession = {
  id: number;
  username: string;
  /** `Authorization: Bearer …` for seller routes; buyer routes refuse it. */
  headers: { Authorization: string };
};

export async function loginSeller(
  request: APIRequestContext,
  login: { username: string; password: string } = ADMIN_LOGIN,
): Promise<SellerSession> {
  const response = await request.post(`${apiURL}/admin/login`, { form: login });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, seller } = ((await response.json()) as { data: { token: string; seller: { id: number } } }).data;
  return { id: seller.id, username: login.username, headers: { Authorization: `Bearer ${token}` } };
}

/** `test` with a `seller` fixture: the demo seller, logged in once per test. */
export const test = base.extend<{ seller: SellerSession }>({
  seller: async ({ request }, use) => {
    await use(await loginSeller(request));
  },
});
