import * as z from "zod";
import { envelope } from "./envelope";

export const courier = z.object({
  courier_name: z.string(),
  courier_code: z.string(),
  status: z.enum(["enabled", "disabled"]),
});
export type Courier = z.infer<typeof courier>;

export const courierListResponse = envelope(z.array(courier));
