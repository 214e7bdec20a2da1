import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE, type TableIndex } from '@surplus/functions/table';

export interface DataTableProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
}

/** The one table, built from the same definition the local runtime creates DynamoDB Local's table from. */
export class DataTable extends Table {
  constructor(scope: Construct, id: string, props: DataTableProps) {
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    super(scope, id, {
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      removalPolicy: props.removalPolicy,
      deletionProtection: props.deletionProtection,
    });
    for (const index of TABLE_INDEXES as readonly TableIndex[]) {
      this.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(index.include ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] } : { projectionType: ProjectionType.ALL }),
      });
    }
  }
}
