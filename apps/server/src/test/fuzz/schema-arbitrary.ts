import fc from 'fast-check';
import { resolveSchema, typesOf, type JsonSchema } from './json-schema.ts';
import { extraKey, nastyString, wrongTypeValue } from './nasty-values.ts';

/** What the converter needs besides the schema. */
export interface SchemaContext {
  /** The OpenAPI document, for `$ref`. */
  doc?: { components?: { schemas?: Record<string, JsonSchema> } };
  /**
   * Values seen for a field name in earlier answers (ids, codes): a generated field of that name takes one
   * of them now and then, so requests reach records that exist instead of stopping at NOT_FOUND.
   */
  known?: (field: string) => readonly unknown[];
}

/** 32-bit bounds of `fc.integer`; wider schema ranges are sampled inside it plus their own ends. */
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));

/**
 * Cut to at most `max` UTF-16 units (the length JSON Schema and zod count) without splitting a surrogate
 * pair, then padded to `min`: a valid value must never carry a lone surrogate by accident.
 */
function fit(s: string, min: number, max: number | undefined): string {
  let out = '';
  for (const cp of s) {
    if (max !== undefined && out.length + cp.length > max) break;
    out += cp;
  }
  return out.length >= min ? out : out + '0'.repeat(min - out.length);
}

/** Plain text within the length bounds: ASCII, any Unicode grapheme or Korean, as real forms hold. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const c = { minLength: min, maxLength: max };
  return fc
    .oneof({ weight: 3, arbitrary: fc.string(c) }, fc.string({ ...c, unit: 'grapheme' }), fc.string({ ...c, unit: hangul }))
    .map((v) => fit(v, min, max));
}

function formatString(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return undefined;
  }
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  const byFormat = s.format ? formatString(s.format) : undefined;
  if (byFormat) return byFormat.map((v) => fit(v, min, max));
  if (s.pattern) {
    // Sampled loosely: a match of the pattern, then cut or padded to the length bounds.
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => fit(v, min, max));
    } catch {
      // A pattern JavaScript cannot compile falls back to plain text.
    }
  }
  return text(min, Math.min(max ?? 40, Math.max(min, 200)));
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const hi = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0) : undefined);
  if (!integer) return fc.double({ min: lo ?? -1e9, max: hi ?? 1e9, noNaN: true, noDefaultInfinity: true });
  const inLo = Math.max(lo ?? INT_MIN, INT_MIN);
  const inHi = Math.min(hi ?? INT_MAX, INT_MAX);
  const ends = [lo, hi].filter((v): v is number => v !== undefined);
  const small = fc.integer({ min: Math.max(inLo, Math.min(0, inHi)), max: Math.min(inHi, Math.max(inLo, 1000)) });
  return fc.oneof({ weight: 4, arbitrary: small }, fc.integer({ min: inLo, max: inHi }), ...(ends.length ? [fc.constantFrom(...ends)] : []));
}

/** Values the schema accepts (patterns loosely), with learned values mixed in by field name. */
export function validValue(s0: JsonSchema, ctx: SchemaContext, field = ''): fc.Arbitrary<unknown> {
  const s = resolveSchema(s0, ctx.doc ?? {});
  const base = validByShape(s, ctx);
  const known = ctx.known;
  if (!known || !field) return base;
  // Read at generation time: the pool grows while the run goes on.
  return fc.tuple(fc.nat(), fc.nat(1), base).map(([i, roll, v]) => {
    const pool = known(field);
    return roll === 0 && pool.length > 0 ? pool[i % pool.length] : v;
  });
}

function validByShape(s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, ctx)));
  const types = typesOf(s).filter((t) => t !== 'null');
  const nullable = typesOf(s).includes('null');
  const arbs = (types.length ? types : ['string', 'integer', 'boolean']).map((t) => validOfType(t, s, ctx));
  const arb = arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
  return nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb;
}

function validOfType(type: string, s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(s.items ?? {}, ctx), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 6)) });
    case 'object':
      return validObject(s, ctx);
    default:
      return fc.constant(null);
  }
}

function validObject(s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, ctx, k)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/** Values just inside and just outside the schema's bounds. */
function boundaryValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const out: unknown[] = [];
  const types = typesOf(s);
  if (types.includes('string') || s.pattern !== undefined || s.minLength !== undefined) {
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? 100;
    out.push('', 'a'.repeat(min), 'a'.repeat(Math.max(0, min - 1)), '9'.repeat(max), '가'.repeat(max + 1), '9'.repeat(max + 1));
  }
  if (types.includes('integer') || types.includes('number')) {
    for (const b of [s.minimum, s.maximum]) if (b !== undefined) out.push(b, b - 1, b + 1, b + 0.5);
    out.push(0, -1, 2 ** 31, 2 ** 53, 1e21, -1e21);
  }
  if (types.includes('array')) {
    const n = Math.min((s.maxItems ?? 5) + 1, 200);
    out.push([], new Array<unknown>(n).fill(null), new Array<unknown>(n).fill('a'));
  }
  if (s.enum?.length) out.push(...s.enum.map((e) => (typeof e === 'string' ? e.toLowerCase() + ' ' : e)));
  return out.length ? fc.constantFrom(...out) : wrongTypeValue();
}

/** A value wrong for the schema in one way: a boundary, another type, a nasty string, or none at all. */
export function mistakeValue(s0: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  const s = resolveSchema(s0, ctx.doc ?? {});
  return fc.oneof(
    { weight: 2, arbitrary: boundaryValue(s) },
    { weight: 1, arbitrary: wrongTypeValue() },
    { weight: 2, arbitrary: nastyString() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const isStructured = (s: JsonSchema) => Boolean(s.properties || s.items || s.anyOf || s.oneOf);

/**
 * A valid value but for exactly one mistake, so the check that should catch it is the one that runs: in an
 * object one field (nested ones included) is wrong or absent, or an undeclared field is added.
 */
export function oneMistake(s0: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  const s = resolveSchema(s0, ctx.doc ?? {});
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => oneMistake(v, ctx)));
  const props = Object.entries(s.properties ?? {});
  if (props.length) {
    const inField = fc
      .constantFrom(...props)
      .chain(([k, p]) =>
        fc
          .tuple(validObject(s, ctx), isStructured(p) ? fc.oneof(oneMistake(p, ctx), mistakeValue(p, ctx)) : mistakeValue(p, ctx))
          .map(([o, v]) => withField(o, k, v)),
      );
    const undeclared = fc.tuple(validObject(s, ctx), extraKey(), wrongTypeValue()).map(([o, k, v]) => withField(o, k, v));
    return fc.oneof({ weight: 6, arbitrary: inField }, { weight: 1, arbitrary: undeclared });
  }
  if (s.items) {
    const items = s.items;
    return fc
      .tuple(fc.array(validValue(items, ctx), { minLength: 1, maxLength: 4 }), fc.nat(), oneMistake(items, ctx))
      .map(([list, i, bad]) => list.map((v, j) => (j === i % list.length ? bad : v)));
  }
  return mistakeValue(s, ctx);
}

/** The object with one field set (an own property even for `__proto__`), or removed when the value is undefined. */
function withField(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = { ...o };
  delete out[key];
  if (value !== undefined) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

/**
 * A value with mistakes anywhere: at each level mostly the shape the schema wants (its children fuzzed the
 * same way), sometimes a mistake; objects also lose required fields or gain undeclared ones.
 */
export function fuzzValue(s0: JsonSchema, ctx: SchemaContext, field = ''): fc.Arbitrary<unknown> {
  const s = resolveSchema(s0, ctx.doc ?? {});
  const variants = s.anyOf ?? s.oneOf;
  const shaped = variants?.length
    ? fc.oneof(...variants.map((v) => fuzzValue(v, ctx, field)))
    : s.properties
      ? fuzzObject(s, ctx)
      : s.items
        ? fc.array(fuzzValue(s.items, ctx), { minLength: 0, maxLength: Math.min((s.maxItems ?? 4) + 1, 8) })
        : validValue(s, ctx, field);
  return fc.oneof({ weight: 10, arbitrary: shaped }, { weight: 6, arbitrary: mistakeValue(s, ctx) });
}

function fuzzObject(s: JsonSchema, ctx: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = (s.required ?? []).filter((k) => k in props);
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fuzzValue(v, ctx, k)]));
  const dropped = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.subarray(required, { minLength: required.length ? 1 : 0 }) },
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(extraKey(), wrongTypeValue()), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(fc.record(model, { requiredKeys: required }), dropped, extra).map(([obj, drop, more]) => {
    let out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (!drop.includes(k) && v !== undefined) out[k] = v;
    for (const [k, v] of more) out = withField(out, k, v);
    return out;
  });
}
