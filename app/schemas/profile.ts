// The page's form schemas: the contract's profile form plus the photo and its crop box.
import { profileForm } from "@contract/customer";
import * as z from "zod";

const cropNumber = z.coerce.number().int().min(0).max(100_000).optional();

/** `File` exists in browsers and in Node 20+; an empty file input arrives as undefined (Conform). */
const photo = z.custom<File>((value) => typeof File !== "undefined" && value instanceof File).optional();

export const profilePageForm = profileForm.extend({
  image: photo,
  crop_x: cropNumber,
  crop_y: cropNumber,
  crop_size: cropNumber,
  /** Needed (the API says so beside the field) when the e-mail changes. */
  current_password: z.string().max(128).optional(),
});
