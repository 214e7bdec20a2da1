import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from './client';

/**
 * Words carried by more listings than one postings read returns (search-postings.ts): they get no
 * postings, and a search never trusts postings of a word that starts one of them. The set only grows
 * between reindex runs (search-reindex.ts recomputes it exactly), so a writer holding an older copy errs
 * only towards writing postings that are not needed.
 * One item: a marketplace's common words number in the hundreds, a few KB.
 */
const COMMON_WORDS_KEY = { pk: 'SEARCH', sk: 'COMMON_WORDS' };

export async function getCommonWords(): Promise<Set<string>> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: COMMON_WORDS_KEY, ConsistentRead: true }));
  return new Set((Item?.words as Set<string> | undefined) ?? []);
}

export async function addCommonWords(words: readonly string[]): Promise<void> {
  if (words.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: COMMON_WORDS_KEY,
      UpdateExpression: 'ADD words :words',
      ExpressionAttributeValues: { ':words': new Set(words) },
    }),
  );
}

/** Replaces the set (reindex, which counts every listing). */
export async function setCommonWords(words: readonly string[]): Promise<void> {
  const item = words.length > 0 ? { ...COMMON_WORDS_KEY, words: new Set(words) } : COMMON_WORDS_KEY;
  await db.send(new PutCommand({ TableName: table(), Item: item }));
}

/** Whether a word starting with `prefix` is common, so postings of `prefix` may be incomplete. */
export const startsCommonWord = (prefix: string, common: ReadonlySet<string>) => {
  for (const word of common) if (word.startsWith(prefix)) return true;
  return false;
};
