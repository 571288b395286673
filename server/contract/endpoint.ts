// The shape of one row of the endpoint table. In its own file so the per-area tables
// (`endpoints-*.ts`) and `endpoints.ts`, which spreads them, do not import each other.
import type * as z from "zod";

/** Who may call an endpoint: a buyer's token, a seller's token, either (a list), or anyone (`false`). */
export type ActorKind = "buyer" | "seller";
export type EndpointAuth = ActorKind | readonly ActorKind[] | false;

export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify path syntax, relative to `/api/`. */
  path: string;
  summary: string;
  auth?: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `form` (urlencoded, `_method` allowed), `json` or `multipart`. */
  encoding?: "form" | "json" | "multipart";
  response: z.ZodType;
};

/** The token kinds an endpoint accepts; empty for a public one. */
export const actorsOf = (endpoint: Pick<Endpoint, "auth">): readonly ActorKind[] =>
  !endpoint.auth ? [] : typeof endpoint.auth === "string" ? [endpoint.auth] : endpoint.auth;
