import { logger } from '../lib/logger';

/** Sends one word to be counted (the jobs function's word-lines.ts makeCommonIfCounted). */
export type CommonWordSender = (word: string) => Promise<void>;

let sender: CommonWordSender | undefined;

/**
 * Where searches send words with more postings than a read returns: set by the functions whose searches report
 * them (use-cases/common-word-reports.ts), so the SQS client stays out of the others' bundles. The page renderer
 * sets none: its pages' searches are repeated by the API's list routes once the page is in use.
 */
export function sendCommonWordsTo(send: CommonWordSender): void {
  sender = send;
}

/** Words this instance has asked the jobs function to check, so each is sent once (the check is idempotent anyway). */
const reported = new Set<string>();
const REPORTED_MAX = 10_000;

/**
 * Query words with more postings than a read returns, though not common: the jobs function counts each and
 * makes it common if it is, so later searches read its line. A prefix of several words is checked as the word it
 * spells, and stays as it is when that word is rare.
 */
export async function reportCommon(words: readonly string[]): Promise<void> {
  const send = sender;
  const fresh = words.filter((word) => !reported.has(word));
  if (fresh.length === 0 || !send) return;
  if (reported.size > REPORTED_MAX) reported.clear();
  for (const word of fresh) reported.add(word);
  try {
    await Promise.all(fresh.map(send));
  } catch (error) {
    // The search answers all the same, through the list's index; a later instance reports the word again.
    logger.warn('Could not queue common word checks', { words: fresh, error: error as Error });
  }
}
