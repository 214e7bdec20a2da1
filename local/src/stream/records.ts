import type { _Record, AttributeValue as StreamAttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** A GetRecords record as Lambda's DynamoDB event carries it: epoch seconds, binary values base64-encoded. */
export function lambdaRecord(record: _Record, streamArn: string): DynamoDBRecord {
  const stream = record.dynamodb;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: stream && {
      ApproximateCreationDateTime: stream.ApproximateCreationDateTime && Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000),
      Keys: lambdaImage(stream.Keys),
      NewImage: lambdaImage(stream.NewImage),
      OldImage: lambdaImage(stream.OldImage),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}

function lambdaImage(image: Record<string, StreamAttributeValue> | undefined): Record<string, AttributeValue> | undefined {
  return image && Object.fromEntries(Object.entries(image).map(([name, value]) => [name, lambdaValue(value)]));
}

function lambdaValue(value: StreamAttributeValue): AttributeValue {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((item) => Buffer.from(item).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(lambdaValue) };
  if (value.M !== undefined) return { M: lambdaImage(value.M) ?? {} };
  // Every other kind (S, N, BOOL, NULL, SS, NS) is already plain JSON.
  return value as AttributeValue;
}
