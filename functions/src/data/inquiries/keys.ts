/**
 * Inquiry threads between a buyer and the business of a listing. Each party has its own view of a thread
 * (its inbox entry: role, the other party, unread), so an inbox is one Query and reading a thread checks
 * the caller's view first: no view, no thread (404, as for one that does not exist). Messages name the
 * sender's role, never a user id, so a party that deletes its account leaves nothing of itself behind.
 *
 * | access pattern                          | index | partition key              | sort key                     |
 * |-----------------------------------------|-------|----------------------------|------------------------------|
 * | a user's view of one thread             | table | INBOX#<userId>             | THREAD#<threadId>            |
 * | a user's threads, newest activity first | gsi1  | INBOX#<userId>             | <updatedAt>#<threadId> desc. |
 *
 * The keys here are those more than one module of the entity uses; the unread threads are inbox.ts's, a thread's
 * messages messages.ts's, the open thread of a listing and buyer threads.ts's.
 */
export const inboxPartition = (userId: number) => `INBOX#${userId}`;
export const viewKey = (userId: number, threadId: string) => ({ pk: inboxPartition(userId), sk: `THREAD#${threadId}` });
