// The buyer's own profile: read it, save it (multipart, with an optional new photo), change the password,
// confirm a new e-mail.
import type { User } from "@contract/auth";
import type { ProfileValues } from "@contract/customer";
import { endpoints } from "@contract/endpoints";
import { getApi } from "./api-client.server";

/** A new photo and, when the shop's cropper chose one, the square to keep (source pixels). */
export type PhotoUpload = { file: File; crop?: { x: number; y: number; size: number } };

export async function getProfile(request: Request, userId: number): Promise<User> {
  return (await getApi(request).call(endpoints.getCustomerProfile, { params: { userId } })).customer;
}

export async function updateProfile(
  request: Request,
  userId: number,
  values: ProfileValues,
  photo?: PhotoUpload,
  currentPassword?: string,
): Promise<User> {
  const body = {
    ...values,
    image: photo?.file,
    crop_x: photo?.crop?.x,
    crop_y: photo?.crop?.y,
    crop_size: photo?.crop?.size,
    current_password: currentPassword,
  };
  return (await getApi(request).upload(endpoints.updateCustomerProfile, { params: { userId }, body })).customer;
}

/** Follows the link mailed to a new address: it becomes the account's e-mail. No session needed. */
export async function confirmEmailChange(request: Request, token: string): Promise<void> {
  await getApi(request).call(endpoints.verifyEmailChange, { body: { token }, auth: false });
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
  await getApi(request).upload(endpoints.updateCustomerProfile, {
    params: { userId: user.id },
    body: { ...values, ...password },
  });
}
