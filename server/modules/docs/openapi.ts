import * as z from "zod";
import { actorsOf, type Endpoint } from "../../contract/endpoint";
import { errorBody } from "../../contract/envelope";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

const mediaTypes = {
  form: "application/x-www-form-urlencoded",
  json: "application/json",
  multipart: "multipart/form-data",
} as const;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Files in multipart bodies and transforms have no JSON form: they are documented as "any".
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** `product/:id` → `/api/product/{id}` */
const openApiPath = (path: string) => `/api/${path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;

function parameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
});

function operation(name: string, endpoint: Endpoint, override?: "PUT" | "DELETE"): Operation {
  const params = [...parameters(endpoint.params, "path"), ...parameters(endpoint.query, "query")];
  const op: Operation = {
    operationId: override ? `${name}ViaPost` : name,
    summary: override ? `${endpoint.summary} (form POST with _method=${override})` : endpoint.summary,
    tags: [endpoint.path.split("/")[0]],
  };
  if (params.length > 0) op.parameters = params;
  if (endpoint.body || override) {
    const body: JsonSchema = endpoint.body ? jsonSchema(endpoint.body, "input") : { type: "object", properties: {} };
    if (override) {
      body.properties = { ...body.properties, _method: { type: "string", const: override } };
      body.required = [...(body.required ?? []), "_method"];
    }
    op.requestBody = { required: true, content: { [mediaTypes[endpoint.encoding ?? "json"]]: { schema: body } } };
  }
  const responses: Record<string, unknown> = {
    "200": { description: "OK", content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } } },
  };
  if (params.length > 0 || endpoint.body)
    responses["400"] = errorResponse("Invalid input; `data` holds the field errors");
  if (endpoint.auth)
    responses["401"] = errorResponse(
      `Missing or expired token, or not a ${actorsOf(endpoint).join(" or ")} token (\`Unauthenticated.\`)`,
    );
  if (endpoint.params) responses["404"] = errorResponse("Not found");
  responses.default = errorResponse("Error envelope");
  op.responses = responses;
  // An empty list says "no token" outright, so a linter or generator does not guess.
  op.security = endpoint.auth ? [{ bearer: [] }] : [];
  return op;
}

/** OpenAPI 3.1 from the contract table; JSON Schema 2020-12 is what zod emits and what 3.1 uses. */
export function buildOpenApi(table: Record<string, Endpoint>): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [name, endpoint] of Object.entries(table)) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(name, endpoint);
    const method = endpoint.method;
    if (
      (method === "PUT" || method === "DELETE") &&
      (endpoint.encoding === "form" || endpoint.encoding === "multipart") &&
      !item.post
    ) {
      item.post = operation(name, endpoint, method);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Procurement shop API",
      version: "1.0.0",
      description: "Every answer is an envelope `{ status, message, data }`; failures carry `status: false`.",
    },
    // Paths carry their /api prefix; the document is served by the API it describes.
    servers: [{ url: "/", description: "This API's own origin (API_PORT, 4000 by default)" }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBody, "output") },
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  };
}
