/** The part of JSON Schema (as OpenAPI 3.0 and zod's converter write it) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

/** The JSON types a schema admits; none named means any (zod's `unknown`, or only `enum`/`const`). */
export function typesOf(s: JsonSchema): string[] {
  const declared = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (s.nullable && !declared.includes('null')) return [...declared, 'null'];
  return declared;
}

/** Resolves `#/components/schemas/X` references against the document and merges `allOf` shallowly. */
export function resolveSchema(s: JsonSchema, doc: { components?: { schemas?: Record<string, JsonSchema> } }): JsonSchema {
  let out = s;
  const seen = new Set<string>();
  while (out.$ref && !seen.has(out.$ref)) {
    seen.add(out.$ref);
    const name = out.$ref.replace(/^#\/components\/schemas\//, '');
    out = doc.components?.schemas?.[name] ?? {};
  }
  if (out.allOf) {
    const parts = out.allOf.map((p) => resolveSchema(p, doc));
    const { allOf: _allOf, ...rest } = out;
    out = parts.reduce<JsonSchema>(
      (acc, p) => ({ ...acc, ...p, properties: { ...acc.properties, ...p.properties }, required: [...(acc.required ?? []), ...(p.required ?? [])] }),
      rest,
    );
  }
  return out;
}
