import type { FieldErrors } from "../contract/envelope";
import { messages } from "./messages";

/** An expected failure: its message (Indonesian) is sent to the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string = messages.badRequest, fieldErrors: FieldErrors | null = null) =>
  new HttpError(400, message, fieldErrors);
/** 422: the input is well-formed but breaks a business rule; field errors point at the culprit. */
export const unprocessable = (message: string, fieldErrors: FieldErrors | null = null) =>
  new HttpError(422, message, fieldErrors);
export const unauthenticated = () => new HttpError(401, messages.unauthenticated);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
