import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS, VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { addSurplusStage } from '../../src/surplus-app';
import type { StageConfig } from '../../src/stage-config';
import { STAGES_CONTEXT_KEY } from '../../src/stage-config';

interface ValidationReport {
  pluginReports: { violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[] }[];
}

export interface Synthesized {
  readonly template: Template;
  readonly annotations: Annotations;
  /** Every validation finding cdk-nag (or CDK) left unacknowledged, as `rule at construct path`. */
  readonly findings: string[];
  /** The cloud assembly directory, with the function bundles in its asset.* folders. */
  readonly outdir: string;
  readonly dispose: () => void;
}

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown> & { [STAGES_CONTEXT_KEY]: Record<string, Omit<StageConfig, 'name'>> };
};

export const stagesInCdkJson = cdkJson.context[STAGES_CONTEXT_KEY];

/**
 * Synthesizes one stage exactly as `cdk synth -c stage=<name>` would: cdk.json's context, cdk-nag and all. With
 * `bundle: false` the functions' code is a placeholder (CDK's `aws:cdk:bundling-stacks` set to none): the
 * template and findings are the same, and the fifty-odd esbuild runs are left to the synthesis that checks them.
 */
export function synthesize(stage: string, stageOverrides: Partial<Omit<StageConfig, 'name'>> = {}, { bundle = true } = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), `surplus-${stage}-`));
  const stages = { ...stagesInCdkJson, [stage]: { ...stagesInCdkJson[stage], ...stageOverrides } };
  const context = { ...cdkJson.context, [STAGES_CONTEXT_KEY]: stages, stage, ...(!bundle && { [BUNDLING_STACKS]: [] }) };
  const app = new App({ outdir, context });
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  try {
    const stack = addSurplusStage(app);
    const assembly = app.synth();
    const report = JSON.parse(readFileSync(join(assembly.directory, VALIDATION_REPORT_FILE), 'utf8')) as ValidationReport;
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) =>
        (violation.violatingConstructs ?? [{ constructPath: '?' }]).map((c) => `${violation.ruleName} at ${c.constructPath}`),
      ),
    );
    return {
      template: Template.fromStack(stack),
      annotations: Annotations.fromStack(stack),
      findings,
      outdir: assembly.directory,
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
