import fc from 'fast-check';
import { jsonBody, multipartBody, strayBody, valueAt, type Level } from './body-arbitrary.ts';
import type { MultipartSpec } from './multipart-body.ts';
import type { MultipartShape } from './multipart-forms.ts';
import { extraKey, nastyString } from './nasty-values.ts';
import type { Operation, OperationParam } from './openapi-operations.ts';
import type { SchemaContext } from './schema-arbitrary.ts';
import { asText, encodedText, encodeText } from './url-encoding.ts';

/** One generated request: what `t.call` sends besides its own headers and the session cookie. */
export interface FuzzRequest {
  method: string;
  url: string;
  lang: 'ko' | 'en';
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The multipart parts, for the failure report (the payload's bytes are not readable there). */
  parts?: MultipartSpec;
}

/** A path parameter's text: valid and plainly encoded, or anything encoded one of several ways. */
const pathValue = (p: OperationParam, ctx: SchemaContext, level: Level): fc.Arbitrary<string> =>
  level === 'valid'
    ? valueAt(p.schema, ctx, 'valid', p.name).map((v) => encodeText(asText(v)))
    : valueAt(p.schema, ctx, 'chaos', p.name).chain((v) => encodedText(asText(v), { allowEmpty: true }));

/** One declared query parameter as `name=value` pairs: absent, once, or repeated for a list. */
function queryParam(p: OperationParam, ctx: SchemaContext, level: Level): fc.Arbitrary<string[]> {
  const absent = fc.constant<string[]>([]);
  if (level === 'valid') {
    const present = valueAt(p.schema, ctx, 'valid', p.name).map((v) => (v === undefined ? [] : [`${encodeText(p.name)}=${encodeText(asText(v))}`]));
    return p.required ? present : fc.oneof(absent, present);
  }
  const present = valueAt(p.schema, ctx, 'chaos', p.name).chain((v) => queryValues(p.name, v));
  return fc.oneof({ weight: p.required ? 1 : 3, arbitrary: absent }, { weight: 6, arbitrary: present });
}

function queryValues(name: string, v: unknown): fc.Arbitrary<string[]> {
  if (v === undefined) return fc.constant([]);
  const values = Array.isArray(v) && v.length > 0 ? v : [v];
  return fc.tuple(...values.map((x) => encodedText(asText(x), { allowEmpty: true }))).map((enc) => enc.map((e) => `${encodeText(name)}=${e}`));
}

/** Undeclared or malformed query pairs, for chaos. */
const extraQuery = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string[]>([]) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.tuple(extraKey(), nastyString()).map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`),
      { minLength: 1, maxLength: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(['&&'], ['='], ['a'], ['a=1=2'], ['%=%'], ['pageNum[]=1'], ['pageNum[a]=1']) },
);

interface Levels {
  path: Level[];
  query: Level[];
  body: Level;
}

/**
 * Requests for an operation from its schemas, in three mixes: all inputs valid (the handler's own rules
 * run), valid but for one input (the check for that input runs), and mistakes anywhere.
 */
export function requestArbitrary(op: Operation, ctx: SchemaContext, multipart: MultipartShape | undefined): fc.Arbitrary<FuzzRequest> {
  const write = op.method !== 'GET';
  const build = (levels: Levels): fc.Arbitrary<FuzzRequest> => {
    const chaos = levels.body === 'chaos';
    const body = multipart ? multipartBody(multipart, ctx, levels.body) : op.jsonBody ? jsonBody(op.jsonBody, ctx, levels.body) : strayBody(write, levels.body);
    const path = fc.tuple(...op.pathParams.map((p, i) => pathValue(p, ctx, levels.path[i] ?? 'valid')));
    const query = fc.tuple(...op.query.map((p, i) => queryParam(p, ctx, levels.query[i] ?? 'valid')), chaos ? extraQuery : fc.constant<string[]>([]));
    return fc.record({ path, query, body, lang: fc.constantFrom('ko' as const, 'en' as const) }).map(({ path: values, query: pairs, body: b, lang }) => {
      const byName = new Map(op.pathParams.map((p, i) => [p.name, values[i] ?? '']));
      const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => byName.get(name) ?? '');
      const flat = pairs.flat();
      const url = flat.length ? `${filled}?${flat.join('&')}` : filled;
      const req: FuzzRequest = {
        method: op.method,
        url,
        lang,
        headers: b.headers,
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
        ...(b.parts ? { parts: b.parts } : {}),
      };
      // fast-check prints counterexamples; a multipart payload's bytes would bury the report, which says it all anyway.
      return Object.defineProperty(req, fc.toStringMethod, { value: () => `${req.method} ${req.url} (the whole request is in the error below)` });
    });
  };
  const all = (level: Level) => build({ path: op.pathParams.map(() => level), query: op.query.map(() => level), body: level });
  const slots = op.pathParams.length + op.query.length + 1;
  const oneWrong = fc.nat({ max: slots - 1 }).chain((slot) =>
    build({
      path: op.pathParams.map((_, i) => (i === slot ? 'chaos' : 'valid')),
      query: op.query.map((_, i) => (op.pathParams.length + i === slot ? 'chaos' : 'valid')),
      body: slot === slots - 1 ? 'mistake' : 'valid',
    }),
  );
  return fc.oneof({ weight: 4, arbitrary: all('valid') }, { weight: 4, arbitrary: oneWrong }, { weight: 3, arbitrary: all('chaos') });
}
