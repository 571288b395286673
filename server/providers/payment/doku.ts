// Doku Checkout (non-SNAP): `POST {base}/checkout/v1/payment` with the signed headers of
// doku-signature.ts; the buyer goes to `response.payment.url`. Notifications come back to
// `/api/payment/doku/notify`, signed the same way with that path as Request-Target.
import { randomUUID } from "node:crypto";
import * as z from "zod";
import { dokuTimestamp, signedHeaders, verifySignature } from "./doku-signature";
import { PaymentProviderError, type Checkout, type CheckoutInput, type PaymentProvider } from "./provider";

export const DOKU_CHECKOUT_PATH = "/checkout/v1/payment";
/** Where Doku sends its HTTP notifications (the Notification URL set in Doku's back office). */
export const DOKU_NOTIFY_PATH = "/api/payment/doku/notify";
const TIMEOUT_MS = 15_000;

export type DokuOptions = {
  baseUrl: string;
  clientId: string;
  secretKey: string;
  /** Injected by tests (the simulator through `inject`); global fetch otherwise. */
  fetch?: typeof fetch;
};

const checkoutAnswer = z.object({
  response: z.object({ payment: z.object({ url: z.url({ protocol: /^https?$/ }) }) }),
});

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createDokuProvider(options: DokuOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const basePath = new URL(base).pathname.replace(/\/+$/, "");
  const send = options.fetch ?? fetch;
  return {
    name: "Doku",
    async startCheckout(input: CheckoutInput, now = new Date()): Promise<Checkout> {
      const body = JSON.stringify({
        order: {
          amount: input.amount,
          invoice_number: input.invoice,
          currency: "IDR",
          callback_url: input.successUrl,
          callback_url_cancel: input.successUrl,
        },
        payment: { payment_due_date: input.dueMinutes },
        customer: { name: input.customer.name.slice(0, 255), email: input.customer.email },
      });
      const headers = signedHeaders(options.secretKey, {
        clientId: options.clientId,
        requestId: randomUUID(),
        timestamp: dokuTimestamp(now),
        // Doku signs the path it receives; behind a base path (the simulator's /doku-sim) that path too.
        target: `${basePath}${DOKU_CHECKOUT_PATH}`,
        body,
      });
      let response: Response;
      try {
        response = await send(`${base}${DOKU_CHECKOUT_PATH}`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Doku unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new PaymentProviderError(`Doku answered ${response.status}`, response.status);
      const parsed = checkoutAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new PaymentProviderError("Doku answered without payment.url");
      return { url: parsed.data.response.payment.url, expiresAt: new Date(now.getTime() + input.dueMinutes * 60_000) };
    },
    verifyNotification({ headers, rawBody }) {
      const clientId = header(headers, "Client-Id");
      if (clientId !== options.clientId) return false;
      return verifySignature(options.secretKey, header(headers, "Signature"), {
        clientId,
        requestId: header(headers, "Request-Id"),
        timestamp: header(headers, "Request-Timestamp"),
        target: DOKU_NOTIFY_PATH,
        body: rawBody,
      });
    },
  };
}
