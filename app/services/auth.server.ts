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
import { apiRequest, type ApiData } from "./api-client.server";

// The forms are sent as the API's form payload; the parsed values go back to their form spelling.
function toForm(values: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    form.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return form;
}

export function login(request: Request, input: LoginForm): Promise<ApiData<typeof endpoints.login>> {
  return apiRequest(request, endpoints.login, { form: toForm(input), auth: false });
}

/** The verification mail links to this shop's `/verifikasi-email`. */
export function register(request: Request, input: RegisterForm): Promise<ApiData<typeof endpoints.register>> {
  return apiRequest(request, endpoints.register, {
    form: toForm({ ...input, login_redirect_url: `${configuredOrigin()}/verifikasi-email` }),
    auth: false,
  });
}

export async function verifyEmail(request: Request, token: string): Promise<void> {
  await apiRequest(request, endpoints.verifyEmail, { form: toForm({ token }), auth: false });
}

export async function resendVerification(request: Request, input: ResendVerificationForm): Promise<void> {
  await apiRequest(request, endpoints.resendVerification, { form: toForm(input), auth: false });
}

/** The reset mail links to this shop's `/reset-password`. */
export async function forgotPassword(request: Request, input: ForgotPasswordForm): Promise<void> {
  await apiRequest(request, endpoints.forgotPassword, {
    query: { redirect_url: `${configuredOrigin()}/reset-password` },
    form: toForm(input),
    auth: false,
  });
}

export async function resetPassword(request: Request, input: ResetPasswordForm): Promise<void> {
  await apiRequest(request, endpoints.resetPassword, { form: toForm(input), auth: false });
}

export function getUser(request: Request): Promise<User> {
  return apiRequest(request, endpoints.getUser);
}

export async function logout(request: Request): Promise<void> {
  await apiRequest(request, endpoints.logout);
}
