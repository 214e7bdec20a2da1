import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { TRANSFER_LIMITS } from '@surplus/shared';
import { STAGES_CONTEXT_KEY, stageConfigFrom } from '../src/stage-config';
import { stagesInCdkJson } from './support/synth';

const configFor = (stage: string | undefined, stages: Record<string, unknown> = stagesInCdkJson) =>
  stageConfigFrom(new App({ context: { [STAGES_CONTEXT_KEY]: stages, ...(stage && { stage }) } }).node);

describe('stage config', () => {
  it('reads every stage of cdk.json', () => {
    expect(Object.keys(stagesInCdkJson)).toEqual(expect.arrayContaining(['dev', 'prod']));
    for (const stage of Object.keys(stagesInCdkJson)) expect(configFor(stage).name).toBe(stage);
    expect(configFor('prod')).toMatchObject({ retainData: true, logRetentionDays: RetentionDays.ONE_YEAR });
    expect(configFor('dev')).toMatchObject({ retainData: false });
  });

  it('asks for a stage, naming the known ones', () => {
    expect(() => configFor(undefined)).toThrow(/-c stage=<name> \(one of: dev, prod/);
    expect(() => configFor('qa')).toThrow(/Unknown stage "qa"/);
  });

  it('names every invalid setting', () => {
    const broken = { ...stagesInCdkJson.dev, mail: { from: 'nobody' }, logRetentionDays: 10, throttle: { rateLimit: -1 } };
    const error = () => configFor('dev', { dev: broken });
    expect(error).toThrow(/mail\.from must be an e-mail address/);
    expect(error).toThrow(/mail\.identity/);
    expect(error).toThrow(/logRetentionDays/);
    expect(error).toThrow(/throttle/);
  });

  it('lasts a hold 7 days unless the stage says otherwise, from 1 to 60 days', () => {
    expect(configFor('dev').holdDays).toBe(7);
    expect(configFor('dev', { dev: { ...stagesInCdkJson.dev, holdDays: 14 } }).holdDays).toBe(14);
    for (const holdDays of [0, 61, 2.5, '7']) {
      expect(() => configFor('dev', { dev: { ...stagesInCdkJson.dev, holdDays } }), String(holdDays)).toThrow(/holdDays must be a whole number of days from 1 to 60/);
    }
  });

  it('confirms a transfer 14 days after handover unless the stage says otherwise, from 1 to 60 days', () => {
    expect(configFor('dev').confirmDays).toBe(TRANSFER_LIMITS.confirmDaysDefault);
    expect(configFor('dev', { dev: { ...stagesInCdkJson.dev, confirmDays: 7 } }).confirmDays).toBe(7);
    for (const confirmDays of [0, 61, 2.5, '14']) {
      expect(() => configFor('dev', { dev: { ...stagesInCdkJson.dev, confirmDays } }), String(confirmDays)).toThrow(
        /confirmDays must be a whole number of days from 1 to 60/,
      );
    }
  });

  it('accepts a custom domain only with a us-east-1 certificate', () => {
    const domain = { name: 'doors.example.org', certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/x' };
    expect(() => configFor('prod', { prod: { ...stagesInCdkJson.prod, domain } })).toThrow(/us-east-1/);
  });
});
