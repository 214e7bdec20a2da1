/** The part of Lambda's event filtering syntax the event source mappings use: exact values and `prefix`. */
export type FilterRule = string | number | boolean | null | { prefix: string };
export interface FilterPattern {
  [field: string]: FilterPattern | readonly FilterRule[];
}

/** Whether `value` passes `pattern`, the way the event source mapping's filter criteria decide it. */
export function matchesFilter(pattern: FilterPattern, value: unknown): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    return isRuleList(expected) ? expected.some((rule) => matchesRule(rule, actual)) : matchesFilter(expected, actual);
  });
}

function isRuleList(expected: FilterPattern | readonly FilterRule[]): expected is readonly FilterRule[] {
  return Array.isArray(expected);
}

function matchesRule(rule: FilterRule, actual: unknown): boolean {
  if (typeof rule === 'object' && rule !== null) return typeof actual === 'string' && actual.startsWith(rule.prefix);
  return actual === rule;
}
