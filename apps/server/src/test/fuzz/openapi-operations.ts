import type { JsonSchema } from './json-schema.ts';

export interface OperationParam {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the document, as the fuzzer needs it. */
export interface Operation {
  /** `POST /api/login/login`: the name failures and counts use. */
  key: string;
  method: string;
  /** OpenAPI template, `/api/delivery/policy/{dlcstPlcyCd}`. */
  path: string;
  pathParams: OperationParam[];
  query: OperationParam[];
  /** The JSON body's schema, when the operation declares one. */
  jsonBody?: JsonSchema;
  /** The multipart body's schema (an object of parts), when the document describes one. */
  multipartBody?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

const paramsIn = (op: OpenApiOperation, where: string): OperationParam[] =>
  (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required ?? where === 'path', schema: p.schema ?? {} }));

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [m, op] of Object.entries(item)) {
      if (!METHODS.has(m)) continue;
      const method = m.toUpperCase();
      const content = op.requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      const multipartBody = content['multipart/form-data']?.schema;
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: paramsIn(op, 'path'),
        query: paramsIn(op, 'query'),
        ...(jsonBody ? { jsonBody } : {}),
        ...(multipartBody ? { multipartBody } : {}),
      });
    }
  }
  return out;
}
