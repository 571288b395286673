// The seller side (the spec's "admin"): sign-in with a username, and the one order call both actors
// share (`admin-transaction/update/{id}`). Seller accounts come from `npm run admin -- create`.
import * as z from "zod";
import { PASSWORD_MAX, required } from "./auth";
import { envelope, idParam } from "./envelope";
import { isOrderStatus, normalizeStatus, ORDER_STATUSES, type OrderStatus } from "./order-status";

export const sellerMessages = {
  statusInvalid: "Status pesanan tidak valid",
} as const;

export const sellerLoginForm = z.object({
  username: z
    .string({ error: required("Username") })
    .trim()
    .min(1, required("Username"))
    .max(100, "Username terlalu panjang!"),
  /** Not trimmed, as for buyers; capped so a huge value cannot burn CPU in scrypt. */
  password: z
    .string({ error: required("Kata sandi") })
    .min(1, required("Kata sandi"))
    .max(PASSWORD_MAX, "Kata sandi terlalu panjang!"),
});
export type SellerLoginForm = z.infer<typeof sellerLoginForm>;

export const seller = z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() });
export type Seller = z.infer<typeof seller>;

export const sellerLoginResponse = envelope(
  z.object({
    /** Sent back as `Authorization: Bearer <token>`; never accepted on a buyer's route. */
    token: z.string(),
    token_type: z.literal("Bearer"),
    expires_at: z.string(),
    seller,
  }),
);

export const sellerResponse = envelope(seller);

export const orderUpdateParams = z.object({ id: idParam });

/** The spec sends `status=Process`: statuses compare ignoring case and spaces around them. */
export const orderUpdateBody = z.object({
  status: z
    .string({ error: sellerMessages.statusInvalid })
    .refine(isOrderStatus, sellerMessages.statusInvalid)
    .transform((value) => normalizeStatus(value) as OrderStatus),
});
export type OrderUpdateBody = z.input<typeof orderUpdateBody>;

export const orderUpdateResponse = envelope(z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) }));
