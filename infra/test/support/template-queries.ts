import type { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_TAG } from '../../src/constructs/api-function';

/** CloudFormation JSON is untyped: properties stay `any`. */
export interface CfnResource {
  Type: string;
  Properties: any;
  DeletionPolicy?: string;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export interface ProjectFunction {
  logicalId: string;
  properties: any;
  environment: Record<string, unknown>;
  roleId: string;
}

export const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, CfnResource>);

export function onlyResource(template: Template, type: string): [string, CfnResource] {
  const resources = resourcesOf(template, type);
  if (resources.length !== 1) throw new Error(`Expected one ${type}, found ${resources.length}`);
  return resources[0] as [string, CfnResource];
}

/** Our functions (not CDK's helpers), by their name in the route table (their tag). */
export function projectFunctions(template: Template): Map<string, ProjectFunction> {
  const functions = new Map<string, ProjectFunction>();
  for (const [logicalId, resource] of resourcesOf(template, 'AWS::Lambda::Function')) {
    const tags = (resource.Properties.Tags ?? []) as { Key: string; Value: string }[];
    const handler = tags.find((tag) => tag.Key === FUNCTION_TAG)?.Value;
    if (!handler) continue;
    functions.set(handler, {
      logicalId,
      properties: resource.Properties,
      environment: resource.Properties.Environment?.Variables ?? {},
      roleId: resource.Properties.Role['Fn::GetAtt'][0],
    });
  }
  return functions;
}

/** Every statement of every policy attached to a role. */
export function roleStatements(template: Template, roleId: string): Statement[] {
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((role: any) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export const actionsOf = (statements: Statement[]) => new Set(statements.flatMap((statement) => asArray(statement.Action)));

/** A CloudFormation value as text: references become `{Ref}` / `{LogicalId.Attr}`, joins are joined. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flatten).join(',');
  const object = value as Record<string, any>;
  if ('Ref' in object) return `{${object.Ref}}`;
  if ('Fn::GetAtt' in object) return `{${object['Fn::GetAtt'].join('.')}}`;
  if ('Fn::Join' in object) return (object['Fn::Join'][1] as unknown[]).map(flatten).join(object['Fn::Join'][0]);
  return JSON.stringify(value);
}
