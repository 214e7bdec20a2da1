import type { core } from 'zod/mini';

/**
 * The default messages of the API (`Required`, `Invalid email`, `Expected string, received number`, ...), as
 * zod 3 worded them: zod/mini ships no messages of its own, and zod 4's English locale words them differently.
 * The spec's own messages are on the schemas; this words every issue they leave without one.
 */
export function defaultMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      // zod 4 refuses Infinity as a number (zod 3 took it and failed the later checks).
      if (issue.expected === 'number' && (issue.input === Infinity || issue.input === -Infinity)) return 'Number must be finite';
      return `Expected ${issue.expected}, received ${receivedType(issue.input)}`;
    case 'invalid_value':
      return valueMessage(issue);
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${joinValues(issue.keys, ', ')}`;
    case 'too_small':
      return sizeMessage(issue.origin, 'min', issue.minimum, issue.inclusive, issue.exact);
    case 'too_big':
      return sizeMessage(issue.origin, 'max', issue.maximum, issue.inclusive, issue.exact);
    case 'invalid_format':
      if (issue.format === 'regex') return 'Invalid';
      return `Invalid ${issue.format}`;
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    default:
      return 'Invalid input';
  }
}

function valueMessage(issue: core.$ZodRawIssue<core.$ZodIssueInvalidValue>): string {
  const values = issue.values as unknown[];
  const def = issue.inst?._zod.def;
  if (def && 'type' in def && def.type === 'literal') return `Invalid literal value, expected ${JSON.stringify(values[0])}`;
  if (issue.input === undefined) return 'Required';
  if (typeof issue.input !== 'string') return `Expected ${joinValues(values)}, received ${receivedType(issue.input)}`;
  return `Invalid enum value. Expected ${joinValues(values)}, received '${issue.input}'`;
}

function sizeMessage(origin: string, side: 'min' | 'max', limit: number | bigint, inclusive?: boolean, exact?: boolean): string {
  const bound = String(limit);
  if (origin === 'string' || origin === 'array') {
    const what = origin === 'string' ? 'character(s)' : 'element(s)';
    const strict = side === 'min' ? (origin === 'string' ? 'over' : 'more than') : origin === 'string' ? 'under' : 'less than';
    const relation = exact ? 'exactly' : inclusive ? (side === 'min' ? 'at least' : 'at most') : strict;
    return `${origin === 'string' ? 'String' : 'Array'} must contain ${relation} ${bound} ${what}`;
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    const relation = exact
      ? side === 'min' ? 'exactly equal to' : 'exactly'
      : side === 'min' ? (inclusive ? 'greater than or equal to' : 'greater than') : inclusive ? 'less than or equal to' : 'less than';
    return `Number must be ${relation} ${bound}`;
  }
  return 'Invalid input';
}

const joinValues = (values: readonly unknown[], separator = ' | ') =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(separator);

/** The type names zod 3 used after "received". */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'nan' : 'number';
  if (input instanceof Date) return 'date';
  if (input instanceof Map) return 'map';
  if (input instanceof Set) return 'set';
  if (input instanceof Promise) return 'promise';
  return typeof input;
}
