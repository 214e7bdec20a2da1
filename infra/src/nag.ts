import { Stack, Validations } from 'aws-cdk-lib';
import type { PolicyDocument } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

interface ResolvedStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * cdk-nag 3 acknowledges IAM5 per finding (`AwsSolutions-IAM5[Resource::<arn>]`), with references in the ARN
 * written as cdk-nag writes them (`<LogicalId.Arn>`, `<AWS::Region>`): this spells the id from the ARN itself.
 */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  const resource = flattenCfnReference(Stack.of(scope).resolve(arn));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
}

/** Acknowledges every wildcard action and resource in a policy we do not write ourselves (CDK's helper functions). */
export function acknowledgeWildcards(scope: IConstruct, document: PolicyDocument, reason: string): void {
  const { Statement = [] } = Stack.of(scope).resolve(document) as { Statement?: ResolvedStatement[] };
  const findings = new Set<string>();
  for (const statement of Statement.filter((s) => s.Effect === 'Allow')) {
    for (const action of asArray(statement.Action)) if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of asArray(statement.Resource).map(flattenCfnReference)) {
      if (resource.includes('*')) findings.add(`Resource::${resource}`);
    }
  }
  for (const finding of findings) Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}
