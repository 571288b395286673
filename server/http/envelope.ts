import type { ErrorBody, FieldErrors } from "../contract/envelope";

export type Ok<T> = { status: true; message: string; data: T };

/** The success envelope every endpoint answers with. */
export const ok = <T>(data: T, message = "Berhasil"): Ok<T> => ({ status: true, message, data });

/** The failure envelope; `data` carries field errors on 400/422. */
export const fail = (message: string, data: FieldErrors | null = null): ErrorBody => ({ status: false, message, data });
