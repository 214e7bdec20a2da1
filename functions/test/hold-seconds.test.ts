import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../src/lib/config';

afterEach(() => vi.unstubAllEnvs());

const DAY = 24 * 60 * 60;
const holdSecondsWith = (env: { HOLD_SECONDS?: string; HOLD_DAYS?: string }) => {
  vi.stubEnv('HOLD_SECONDS', env.HOLD_SECONDS ?? '');
  vi.stubEnv('HOLD_DAYS', env.HOLD_DAYS ?? '');
  return config.holdSeconds;
};

describe('the length of a hold', () => {
  it('is 7 days unless the environment says otherwise', () => {
    expect(holdSecondsWith({})).toBe(7 * DAY);
  });

  it('is the stage\'s HOLD_DAYS in days, and HOLD_SECONDS over it when set', () => {
    expect(holdSecondsWith({ HOLD_DAYS: '3' })).toBe(3 * DAY);
    expect(holdSecondsWith({ HOLD_DAYS: '3', HOLD_SECONDS: '90' })).toBe(90);
    expect(holdSecondsWith({ HOLD_SECONDS: '5' })).toBe(5);
  });

  it('ignores a value that is not a number above zero', () => {
    expect(holdSecondsWith({ HOLD_SECONDS: '0', HOLD_DAYS: '2' })).toBe(2 * DAY);
    expect(holdSecondsWith({ HOLD_SECONDS: 'soon', HOLD_DAYS: '-1' })).toBe(7 * DAY);
  });
});
