import type {
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResendVerificationForm,
  ResetPasswordForm,
  User,
} from "@contract/auth";
import { endpoints } from "@contract/endpoints";
import { configuredOrigin } from "~/utils/env.server";
import { getApi, type ApiData } from "./api-client.server";

export function login(request: Request, input: LoginForm): Promise<ApiData<typeof endpoints.login>> {
  return getApi(request).call(endpoints.login, { body: input, auth: false });
}

/** The verification mail links to this shop's `/verifikasi-email`. */
export function register(request: Request, input: RegisterForm): Promise<ApiData<typeof endpoints.register>> {
  return getApi(request).call(endpoints.register, {
    body: { ...input, login_redirect_url: `${configuredOrigin()}/verifikasi-email` },
    auth: false,
  });
}

export async function verifyEmail(request: Request, token: string): Promise<void> {
  await getApi(request).call(endpoints.verifyEmail, { body: { token }, auth: false });
}

export async function resendVerification(request: Request, input: ResendVerificationForm): Promise<void> {
  await getApi(request).call(endpoints.resendVerification, { body: input, auth: false });
}

/** The reset mail links to this shop's `/reset-password`. */
export async function forgotPassword(request: Request, input: ForgotPasswordForm): Promise<void> {
  await getApi(request).call(endpoints.forgotPassword, {
    query: { redirect_url: `${configuredOrigin()}/reset-password` },
    body: input,
    auth: false,
  });
}

export async function resetPassword(request: Request, input: ResetPasswordForm): Promise<void> {
  await getApi(request).call(endpoints.resetPassword, { body: input, auth: false });
}

export function getUser(request: Request): Promise<User> {
  return getApi(request).call(endpoints.getUser);
}

export async function logout(request: Request): Promise<void> {
  await getApi(request).call(endpoints.logout);
}
