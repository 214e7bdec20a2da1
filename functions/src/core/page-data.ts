import { categoryListQuerySchema, listQuerySchema, type InventoryStats } from '@surplus/shared';
import { getCounts } from '../data/counters';
import { findItem } from '../data/items';
import { findUserById, toBusinessProfile } from '../data/users';
import { listAnswer } from '../middleware/list-response';
import { validate } from '../middleware/validate';
import { HttpError, notFound } from './errors';
import { imageData } from './image-data';

type Answer = (match: RegExpExecArray, query: Record<string, string>) => Promise<unknown>;

/**
 * The GET calls of the API a server-rendered page makes, answered in this process by the same data modules and
 * schemas as their routes (functions/src/routes.ts), as they answer a visitor: no session, no saved flags.
 */
const ANSWERS: [RegExp, Answer][] = [
  [/^\/api\/inventory$/, (_match, query) => listAnswer(validate(listQuerySchema, query), null)],
  [/^\/api\/inventory\/(door|part)$/, (match, query) => listAnswer({ ...validate(categoryListQuerySchema, query), category: match[1] as 'door' | 'part' }, null)],
  [/^\/api\/inventory\/stats$/, async (): Promise<InventoryStats> => ({ ...(await getCounts()), myInventory: 0 })],
  [
    /^\/api\/inventory\/item\/([1-9]\d{0,14})$/,
    async (match) => (await findItem(Number(match[1]))) ?? Promise.reject(notFound('Item not found')),
  ],
  // The listing page's picture comes with it: it is the page's largest paint.
  [/^\/api\/image\/(.+)$/, (match) => imageData(decodeURIComponent(match[1] ?? ''))],
  [
    /^\/api\/businesses\/([1-9]\d{0,14})$/,
    async (match) => {
      const record = await findUserById(Number(match[1]));
      if (!record) throw notFound('Business not found');
      return toBusinessProfile(record);
    },
  ],
];

/**
 * One call's JSON body; a refusal throws an Error with the browser client's message shape, "<status>: <body>",
 * so the page's components read it as they would in the browser (a 404 renders the not-found state).
 */
export async function pageData(path: string): Promise<unknown> {
  const url = new URL(path, 'http://page.data');
  const query = Object.fromEntries(url.searchParams);
  for (const [pattern, answer] of ANSWERS) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    try {
      return await answer(match, query);
    } catch (error) {
      if (error instanceof HttpError) throw new Error(`${error.statusCode}: ${JSON.stringify({ message: error.message })}`);
      throw error;
    }
  }
  throw new Error(`404: ${JSON.stringify({ message: `No page data at ${url.pathname}` })}`);
}
