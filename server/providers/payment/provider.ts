// The card/e-wallet payment provider behind one interface (design §12): start a hosted checkout for an
// invoice and amount, and tell whether a notification really came from the provider. The Doku adapter
// (doku.ts) speaks Doku's Checkout protocol; by default it talks to the simulator (doku-simulator.ts).

export type CheckoutInput = {
  /** Unique per payment attempt: the provider refuses a second checkout for one invoice. */
  invoice: string;
  /** Rupiah. */
  amount: number;
  /** Where the provider's page sends the buyer afterwards (the shop's return page). */
  successUrl: string;
  customer: { name: string; email: string };
  /** How long the checkout stays payable. */
  dueMinutes: number;
};

export type Checkout = { url: string; expiresAt: Date };

export type NotificationRequest = {
  headers: Record<string, string | string[] | undefined>;
  /** The body's exact bytes (the signature's digest is over them). */
  rawBody: Buffer;
};

export interface PaymentProvider {
  readonly name: "Doku";
  startCheckout(input: CheckoutInput, now?: Date): Promise<Checkout>;
  /** True only when the signature over these very bytes was made with our secret for our client id. */
  verifyNotification(request: NotificationRequest): boolean;
}

/** The provider did not answer as it should: the buyer reads a "try again" message, never its body. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
