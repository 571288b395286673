import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { validRegistration } from "../../tests/helpers/registration";
import type { Buyer } from "./login";
import { readLink } from "./outbox";

// A buyer made for one test, as a new user is: registered through the API with the registration
// form's fields, then verified by the mailed link. Nothing else is set up: whatever the account has
// (its first address book entry, from registration) it has as any new buyer would.

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

export async function registerBuyer(request: APIRequestContext, label: string): Promise<Buyer> {
  const username = `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toLowerCase();
  const email = `${username}@pengadaan.test`;
  const created = await request.post(`${apiURL}/customer/create`, {
    form: { ...validRegistration, username, email, name: `Pembeli ${label}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const token = new URL(await readLink(email, "/verifikasi-email")).searchParams.get("token") ?? "";
  const verified = await request.post(`${apiURL}/customer/verify`, { form: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { username, password: validRegistration.password };
}
