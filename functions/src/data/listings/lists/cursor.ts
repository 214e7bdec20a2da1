import type { SortOption } from '@surplus/shared';
import { badRequest } from '../../../lib/errors';

export type CursorScope = 'category' | 'owner';
interface CursorContent {
  sort: SortOption;
  scope: CursorScope;
  /** The sort key of the last item answered. */
  after: string;
  /** The pages are close matches of a query that matched nothing exactly. */
  fuzzy?: true;
}

const MAX_KEY_LENGTH = 1024;

/** Opaque to clients: which list it belongs to and where the next page starts. */
export const encodeCursor = (content: CursorContent) => Buffer.from(JSON.stringify(content)).toString('base64url');

/** The position the cursor names; 400 when it is malformed or belongs to another list order. */
export function decodeCursor(cursor: string, expected: Pick<CursorContent, 'sort' | 'scope'>): Pick<CursorContent, 'after' | 'fuzzy'> {
  let content: Partial<CursorContent> | null;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorContent> | null;
  } catch {
    throw invalidCursor();
  }
  const valid =
    typeof content === 'object' &&
    content !== null &&
    content.sort === expected.sort &&
    content.scope === expected.scope &&
    typeof content.after === 'string' &&
    content.after.length > 0 &&
    content.after.length <= MAX_KEY_LENGTH &&
    (content.fuzzy === undefined || content.fuzzy === true);
  if (!valid) throw invalidCursor();
  return { after: content!.after as string, ...(content!.fuzzy ? { fuzzy: true as const } : {}) };
}

const invalidCursor = () => badRequest('cursor: Invalid cursor');
