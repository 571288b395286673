import * as z from "zod";
import { envelope } from "./envelope";

export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });

export const setting = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  province: z.string(),
  district: z.string(),
  lat: z.number(),
  long: z.number(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  faq: z.array(faq),
  tac: z.string(),
  pp: z.string(),
  about: z.string(),
  tac_price_nego: z.string(),
});
export type Setting = z.infer<typeof setting>;

export const settingResponse = envelope(setting);
