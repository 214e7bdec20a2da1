import { z } from 'zod';
import type { core } from 'zod/mini';

const NESTED = ['innerType', 'in', 'out', 'element', 'catchall', 'left', 'right', 'keyType', 'valueType'] as const;
const made = new WeakMap<core.$ZodType, z.ZodType>();

/**
 * The shared schemas are built with zod/mini (each Lambda bundles only what it uses), while zod-to-openapi reads
 * the classic API (`.format`, `.minLength`, `.unwrap()`, ...). Both builds share zod's core, so the same
 * definition, with its checks, makes the classic schema of each mini one; classic schemas are returned as they are.
 */
export function classic<T extends z.ZodType = z.ZodType>(schema: core.$ZodType): T {
  if (schema instanceof z.ZodType) return schema as T;
  const known = made.get(schema);
  if (known) return known as T;
  const name = schema._zod.constr.name;
  const Classic = (z as unknown as Record<string, new (def: unknown) => z.ZodType>)[name.replace(/^ZodMini/, 'Zod')];
  if (!name.startsWith('ZodMini') || !Classic) throw new Error(`openapi/classic.ts: no classic counterpart of ${name}`);
  const def: Record<string, unknown> = { ...schema._zod.def };
  for (const key of NESTED) if (def[key]) def[key] = classic(def[key] as core.$ZodType);
  if (def.shape) def.shape = Object.fromEntries(Object.entries(def.shape as Record<string, core.$ZodType>).map(([key, value]) => [key, classic(value)]));
  if (def.options) def.options = (def.options as core.$ZodType[]).map((option) => classic(option));
  if (Array.isArray(def.checks)) def.checks = def.checks.map(documentedCheck);
  const converted = new Classic(def);
  made.set(schema, converted);
  return converted as T;
}

/**
 * zod-to-openapi writes a pattern from the regex's toString(), so a flag (`/u` for \p{L}) would end up in the
 * document's `pattern`; the document gets the source alone (the check itself stays on the live schema).
 */
function documentedCheck(check: core.$ZodCheck): core.$ZodCheck {
  const def = check._zod.def as { format?: string; pattern?: RegExp };
  if (def.format !== 'regex' || !def.pattern?.flags) return check;
  return z.regex(new RegExp(def.pattern.source));
}
