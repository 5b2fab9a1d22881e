import fc from 'fast-check';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import type { JsonSchema } from './json-schema.ts';
import { buildMultipart, fileData, fileName, type MultipartSpec, type PartSpec } from './multipart-body.ts';
import type { MultipartShape } from './multipart-forms.ts';
import { extraKey, wrongTypeValue } from './nasty-values.ts';
import { fuzzValue, oneMistake, validValue, type SchemaContext } from './schema-arbitrary.ts';

/** How wrong a generated input is: all valid, valid but for one mistake, or mistakes anywhere. */
export type Level = 'valid' | 'mistake' | 'chaos';

export interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
  parts?: MultipartSpec;
}

export const NO_BODY: Body = { headers: {} };
const json = (v: unknown): Body => ({ payload: JSON.stringify(v), headers: { 'content-type': 'application/json' } });

export const valueAt = (schema: JsonSchema, ctx: SchemaContext, level: Level, field = ''): fc.Arbitrary<unknown> =>
  level === 'valid' ? validValue(schema, ctx, field) : level === 'mistake' ? oneMistake(schema, ctx) : fuzzValue(schema, ctx, field);

/** Bodies no JSON parser should take, and some that take prototype machinery or depth for a ride. */
const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[]]',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '1e999',
  '\ufeff{}',
  '{"a":1}{"b":2}',
];

export function jsonBody(schema: JsonSchema, ctx: SchemaContext, level: Level): fc.Arbitrary<Body> {
  const value = valueAt(schema, ctx, level).map((v) => (v === undefined ? NO_BODY : json(v)));
  if (level !== 'chaos') return value;
  return fc.oneof(
    { weight: 14, arbitrary: value },
    { weight: 1, arbitrary: fc.constant(NO_BODY) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ payload: text, headers: { 'content-type': 'application/json' } })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          validValue(schema, ctx),
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/xml', 'multipart/form-data'),
        )
        .map(([v, type]) => ({ payload: JSON.stringify(v) ?? '', headers: { 'content-type': type } })),
    },
    { weight: 1, arbitrary: wrongTypeValue().map(json) },
  );
}

const ORDINARY_FILES: PartSpec['data'][] = [tinyPdf('fuzz'), tinyPng()];

const chaosFile = (shape: MultipartShape): fc.Arbitrary<PartSpec> =>
  fc.record({
    name: fc.oneof({ weight: 12, arbitrary: fc.constant(shape.filePart) }, { weight: 1, arbitrary: fc.constantFrom('files', 'file[]', shape.jsonPart, '') }),
    filename: fileName(),
    extendedFilename: fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
    data: fileData(),
  });

const ordinaryFile = (shape: MultipartShape): fc.Arbitrary<PartSpec> =>
  fc.record({
    name: fc.constant(shape.filePart),
    filename: fc.constantFrom('licence.pdf', 'seal.png'),
    type: fc.constant('application/octet-stream'),
    data: fc.constantFrom(...ORDINARY_FILES),
  });

/**
 * A JSON part and file parts for an operation that reads multipart: as a browser sends them when valid;
 * with odd names, contents and part layouts, and now and then a broken body, in chaos.
 */
export function multipartBody(shape: MultipartShape, ctx: SchemaContext, level: Level): fc.Arbitrary<Body> {
  const chaos = level === 'chaos';
  const jsonAs = chaos
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant('field' as const) },
        { weight: 3, arbitrary: fc.constant('blob' as const) },
        { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'twice' as const, 'garbage' as const) },
      )
    : fc.constantFrom('field' as const, 'blob' as const);
  const flaw = chaos
    ? fc.oneof(
        { weight: 14, arbitrary: fc.constant('none' as const) },
        { weight: 1, arbitrary: fc.constantFrom('truncated' as const, 'wrong-boundary' as const, 'no-boundary' as const, 'no-final-boundary' as const) },
      )
    : fc.constant('none' as const);
  // Files as many as the JSON's first list (a form's file kinds) most of the time, so the checks past the count run.
  const matchList = chaos ? fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) : fc.constant(true);
  const bigFirst = chaos ? fc.oneof({ weight: 40, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) : fc.constant(false);
  const files = fc.array(chaos ? chaosFile(shape) : ordinaryFile(shape), { minLength: chaos ? 0 : 1, maxLength: shape.maxFiles + (chaos ? 1 : 0) });
  const parts = fc.record({ value: valueAt(shape.json, ctx, level), jsonAs, files, flaw, matchList, bigFirst }).map((g): MultipartSpec => {
    const text = g.jsonAs === 'garbage' ? '{"' : (JSON.stringify(g.value) ?? '');
    const jsonPart: PartSpec[] =
      g.jsonAs === 'missing'
        ? []
        : g.jsonAs === 'blob'
          ? [{ name: shape.jsonPart, filename: 'blob', type: 'application/json', data: text }]
          : [{ name: shape.jsonPart, data: text }, ...(g.jsonAs === 'twice' ? [{ name: shape.jsonPart, data: text }] : [])];
    const list = g.value && typeof g.value === 'object' ? Object.values(g.value).find(Array.isArray) : undefined;
    let fileParts: PartSpec[] = g.files;
    if (g.matchList && list && g.files.length > 0) fileParts = list.map((_, i) => g.files[i % g.files.length]!);
    if (g.bigFirst && fileParts[0]) fileParts = [{ ...fileParts[0], data: { magic: '%PDF-1.4\n', zeros: shape.maxFileBytes + 1 } }, ...fileParts.slice(1)];
    return { parts: [...jsonPart, ...fileParts], flaw: g.flaw };
  });
  const multipart = parts.map((spec) => ({ ...bodyOf(spec), parts: spec }));
  if (!chaos) return multipart;
  return fc.oneof(
    { weight: 14, arbitrary: multipart },
    { weight: 1, arbitrary: fuzzValue(shape.json, ctx).map(json) },
    { weight: 1, arbitrary: fc.constant(NO_BODY) },
  );
}

const bodyOf = (spec: MultipartSpec): Body => {
  const { payload, contentType } = buildMultipart(spec);
  return { payload, headers: { 'content-type': contentType } };
};

/**
 * An operation without a body gets none, or in chaos stray JSON and — for writes — a multipart form under
 * common part names, so a route that reads multipart without saying so shows itself.
 */
export function strayBody(write: boolean, level: Level): fc.Arbitrary<Body> {
  if (level !== 'chaos') return fc.constant(NO_BODY);
  const stray = fc.dictionary(extraKey(), wrongTypeValue(), { maxKeys: 3 }).map(json);
  const form = fc.record({ name: fc.constantFrom('file', 'json', 'data'), filename: fileName(), data: fileData() }).map((p) => {
    const spec: MultipartSpec = { parts: [p], flaw: 'none' };
    return { ...bodyOf(spec), parts: spec };
  });
  return fc.oneof({ weight: 4, arbitrary: fc.constant(NO_BODY) }, { weight: 1, arbitrary: stray }, ...(write ? [{ weight: 1, arbitrary: form }] : []));
}
