import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';

/**
 * Words carried by more listings than one postings read returns (search/postings.ts): they get no
 * postings, and a search never trusts postings of a word that starts one of them. The set only grows
 * between reindex runs (search/reindex.ts recomputes it exactly), so a writer holding an older copy errs
 * only towards writing postings that are not needed.
 * One item: a marketplace's common words number in the hundreds, a few KB.
 */
const COMMON_WORDS_KEY = { pk: 'SEARCH', sk: 'COMMON_WORDS' };

/**
 * The common words, and those of them whose word line (search/word-lines.ts) holds every listing that has the word: a
 * word made common by an import once its postings moved onto its line, every word once reindex packed them. A
 * table from before word lines has common words without lines until its first reindex; their searches read the
 * list's index meanwhile.
 */
export async function getSearchWordSets(): Promise<{ common: Set<string>; lined: Set<string> }> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: COMMON_WORDS_KEY, ConsistentRead: true }));
  return { common: new Set((Item?.words as Set<string> | undefined) ?? []), lined: new Set((Item?.lined as Set<string> | undefined) ?? []) };
}

export const getCommonWords = async (): Promise<Set<string>> => (await getSearchWordSets()).common;

const addToSet = async (attribute: 'words' | 'lined', words: readonly string[]) => {
  if (words.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: COMMON_WORDS_KEY,
      UpdateExpression: 'ADD #set :words',
      ExpressionAttributeNames: { '#set': attribute },
      ExpressionAttributeValues: { ':words': new Set(words) },
    }),
  );
};

export const addCommonWords = (words: readonly string[]) => addToSet('words', words);

/** Common words whose lines now hold every listing that has them. */
export const addLinedWords = (words: readonly string[]) => addToSet('lined', words);

/** Replaces the set, every word of it with its line packed (reindex, which counts every listing). */
export async function setCommonWords(words: readonly string[]): Promise<void> {
  const item = words.length > 0 ? { ...COMMON_WORDS_KEY, words: new Set(words), lined: new Set(words) } : COMMON_WORDS_KEY;
  await db.send(new PutCommand({ TableName: table(), Item: item }));
}

/** Whether a word starting with `prefix` is common, so postings of `prefix` may be incomplete. */
export const startsCommonWord = (prefix: string, common: ReadonlySet<string>) => {
  for (const word of common) if (word.startsWith(prefix)) return true;
  return false;
};
