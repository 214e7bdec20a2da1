import fc from 'fast-check';
import { safeParse, type ZodMiniType } from 'zod/mini';

/** Values of every JSON type, including the ones that break naive code: huge, unicode, nested, prototype-shaped. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '\ud800', '😀'.repeat(60), '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '../../etc/passwd'),
  fc.nat({ max: 70_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  fc.constant({ __proto__: null, isAdmin: true }),
);

const extraKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'id', 'businessName', 'isAdmin', 'passwordHash', 'pk'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** Bodies that are not JSON objects at all, as text. */
const notAnObject = fc.oneof(
  fc.constantFrom('', ' ', 'null', 'true', '0', '"text"', '[]', '[{}]', '{', '}', '{"a":', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '[[[['),
  fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.nat({ max: 4000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
);

/** A valid body changed in one hostile way, as the JSON text to send. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    field.map((name) => JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name)))),
    fc.tuple(field, hostileValue).map(([name, value]) => JSON.stringify({ ...valid, [name]: value })),
    // A computed key makes `__proto__` an own property, as JSON.parse on the server does.
    fc.tuple(extraKeys, hostileValue).map(([key, value]) => JSON.stringify({ ...valid, [key]: value })),
    fc.nat({ max: JSON.stringify(valid).length - 1 }).map((cut) => JSON.stringify(valid).slice(0, cut)),
    fc.constant(JSON.stringify([valid])),
    notAnObject,
  );
}

/** True when the server's own schema would accept this text: such bodies are valid input, not attacks. */
export function isAccepted(schema: ZodMiniType, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return safeParse(schema, parsed).success;
}

/** What a JSON route answers a refused body: 400, or 413 past the 64 KB JSON limit. */
export const refusedBodyStatuses = [400, 413] as const;

/** The content types a client might claim for a JSON body; the server must refuse bad bodies whatever the claim. */
export const jsonishContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded');
