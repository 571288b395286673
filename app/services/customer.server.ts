// The buyer's own profile: read it, save it (multipart, with an optional new photo), change the password.
import type { User } from "@contract/auth";
import type { ProfileValues } from "@contract/customer";
import { endpoints } from "@contract/endpoints";
import { apiRequest } from "./api-client.server";

/** A new photo and, when the shop's cropper chose one, the square to keep (source pixels). */
export type PhotoUpload = { file: File; crop?: { x: number; y: number; size: number } };

export async function getProfile(request: Request, userId: number): Promise<User> {
  return (await apiRequest(request, endpoints.getCustomerProfile, { params: { userId } })).customer;
}

/**
 * The spec's call is a POST carrying `_method=PUT` (multipart bodies on a real PUT are not read by
 * every server framework); the API answers both.
 */
const updateCall = { ...endpoints.updateCustomerProfile, method: "POST" } as const;

/** The spec's payload: every profile field, gender as 1 or 0, `_method=PUT`. */
function profilePayload(values: ProfileValues): FormData {
  const form = new FormData();
  form.set("_method", "PUT");
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    form.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return form;
}

export async function updateProfile(
  request: Request,
  userId: number,
  values: ProfileValues,
  photo?: PhotoUpload,
  currentPassword?: string,
): Promise<User> {
  const form = profilePayload(values);
  if (currentPassword) form.set("current_password", currentPassword);
  if (photo) {
    form.set("image", photo.file, photo.file.name || "foto");
    if (photo.crop) {
      form.set("crop_x", String(photo.crop.x));
      form.set("crop_y", String(photo.crop.y));
      form.set("crop_size", String(photo.crop.size));
    }
  }
  return (await apiRequest(request, updateCall, { params: { userId }, form })).customer;
}

/** The profile as stored, resent with the new password (spec: the same fields, no image). */
export async function changePassword(
  request: Request,
  user: User,
  password: { current_password: string; password: string; password_confirmation: string },
): Promise<void> {
  const values: ProfileValues = {
    name: user.name,
    username: user.username,
    instance_name: user.instance_name,
    birthdate: user.birthdate ?? "",
    gender: user.gender ?? undefined,
    kldi: user.kldi ?? "",
    lspe: user.lspe ?? "",
    email: user.email,
    phone: user.phone,
    nip: user.nip ?? "",
    name_pp: user.name_pp ?? "",
    name_ppk: user.name_ppk ?? "",
  };
  const form = profilePayload(values);
  form.set("current_password", password.current_password);
  form.set("password", password.password);
  form.set("password_confirmation", password.password_confirmation);
  await apiRequest(request, updateCall, { params: { userId: user.id }, form });
}
