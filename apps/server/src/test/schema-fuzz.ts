import type { z } from 'zod';

// Derives bad inputs from a route's zod schemas: for each field, values of the wrong type, text the
// database cannot store, oversized text and lists, out-of-range numbers. Deterministic, so a failure
// names the exact request again on the next run.

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const hugeText = 'x'.repeat(200_000);
const badTexts = ['\u0000', 'a\u0000b', '\uD800', 'b\uDFFFa', hugeText, '', ' ', '%00', '../../etc/passwd', '<script>'];
const wrongTypes: unknown[] = [null, 0, -1, 1.5, 1e308, true, [], {}, [1, 2], { a: { b: { c: 1 } } }];

/** The schema under optional/default/nullable/pipe wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as AnySchema | undefined;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** Bad values for one field of the given schema. */
export function badValuesFor(schema: AnySchema): unknown[] {
  const inner = unwrap(schema);
  switch (inner._zod.def.type) {
    case 'string':
      return [...badTexts, ...wrongTypes];
    case 'number':
    case 'int':
      return [-1, -2147483649, 2147483648, 1e308, 0.5, '1', 'NaN', null, [], {}];
    case 'boolean':
      return ['true', 1, null, [], {}];
    case 'array':
      return [Array.from({ length: 5000 }, () => badTexts[0]), [null], [[]], 'x', {}, null];
    case 'object':
      return [[], 'x', null, Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, '\u0000']))];
    default:
      return [...badTexts.slice(0, 5), ...wrongTypes.slice(0, 6)];
  }
}

/**
 * A plausible good value for a field, so a request with one bad field gets past the others and its bad
 * value reaches the code behind validation (a NUL in the e-mail only hurt when the password was there).
 */
export function goodValueFor(
  field: string,
  schema: AnySchema,
  ids: { tenantId: string; someId: string; userId?: string },
): unknown {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
      // The caller's own id where a body names its user: an "is this you" check must not stop a bad value short.
      if (field === 'userId' && ids.userId) return ids.userId;
      if (def.format === 'uuid') return field === 'tenantId' ? ids.tenantId : ids.someId;
      if (/email/i.test(field)) return 'fuzz@fuzz-org.test';
      if (/password/i.test(field)) return 'fuzz-pass-1';
      return 'Fuzzed text that is long enough';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    default:
      return undefined;
  }
}

/** Field name -> schema for a zod object (or nothing when the schema is not an object). */
export function fieldsOf(schema: unknown): [string, AnySchema][] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const inner = unwrap(schema as AnySchema);
  if (inner._zod.def.type !== 'object') return [];
  return Object.entries(inner._zod.def.shape as Record<string, AnySchema>);
}

/** Path segments that are not valid ids, text or anything a route expects. */
export const badPathValues = ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(3000), 'null', '..%2F..%2Fetc', '-1', '%F0%9F%98%80', '%25', '1e308'];

/** Whole bodies of the wrong shape, and one that is not JSON. */
export const badBodies: { payload: string; contentType: string }[] = [
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'text/plain' },
  { payload: 'a=1&b=\u0000', contentType: 'application/x-www-form-urlencoded' },
];
