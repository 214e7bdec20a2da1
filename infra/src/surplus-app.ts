import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { stageConfigFrom } from './stage-config';
import { SurplusStack } from './surplus-stack';

export const stackNameFor = (stage: string) => `surplus-${stage}`;

/** The stack of the stage chosen with `-c stage=<name>`, checked by cdk-nag's AWS Solutions and Serverless rules at synth. */
export function addSurplusStage(app: App): SurplusStack {
  const config = stageConfigFrom(app.node);
  const stack = new SurplusStack(app, stackNameFor(config.name), {
    config,
    env: config.env,
    description: `Surplus doors marketplace (${config.name})`,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return stack;
}
