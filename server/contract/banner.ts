import * as z from "zod";
import { envelope } from "./envelope";

export const bannerPositions = [
  "Slider",
  "Banner 1",
  "Banner 2",
  "Banner 3",
  "Login Page",
  "Registration Page",
  "Forget Password Page",
  "Reset Password Page",
] as const;
export type BannerPosition = (typeof bannerPositions)[number];

export const banner = z.object({
  id: z.number().int(),
  position: z.enum(bannerPositions),
  /** Storage path relative to the image host, e.g. `banners/slider-1.jpg`. */
  image: z.string(),
  webp: z.string().nullable(),
  url: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const bannerListResponse = envelope(z.array(banner));
