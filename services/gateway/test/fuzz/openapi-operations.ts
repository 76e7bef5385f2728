/** The little of JSON Schema the fuzzer reads to build inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI template, e.g. /api/appointments/{id}. */
  path: string;
  params: Parameter[];
  /** Media types the body is documented in (application/json, multipart/form-data); empty without a body. */
  bodyTypes: string[];
  jsonBody: JsonSchema | null;
  /** Status codes the document lists for the operation. */
  statuses: number[];
  /** The JSON schema of its success answers (2xx), null when they are files or empty. */
  successSchema: JsonSchema | null;
}

interface RawOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function successSchemaOf(raw: RawOperation): JsonSchema | null {
  const success = Object.entries(raw.responses ?? {}).find(([status]) => status.startsWith('2'));
  return success?.[1].content?.['application/json']?.schema ?? null;
}

/** Every operation of an OpenAPI 3 document, in document order. */
export function operationsOf(document: { paths?: Record<string, Partial<Record<string, RawOperation>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const raw = item[method];
      if (!raw) continue;
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        params: (raw.parameters ?? [])
          .filter((p): p is { name: string; in: 'path' | 'query'; schema?: JsonSchema } => p.in === 'path' || p.in === 'query')
          .map((p) => ({ name: p.name, in: p.in, schema: p.schema ?? {} })),
        bodyTypes: Object.keys(content),
        jsonBody: content['application/json']?.schema ?? null,
        statuses: Object.keys(raw.responses ?? {}).map(Number).filter(Number.isInteger),
        successSchema: successSchemaOf(raw),
      });
    }
  }
  return operations;
}
