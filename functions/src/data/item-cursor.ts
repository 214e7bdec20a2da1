import type { SortOption } from '@surplus/shared';
import { badRequest } from '../core/errors';

type Scope = 'category' | 'owner';
interface CursorContent {
  sort: SortOption;
  scope: Scope;
  /** The sort key of the last item answered (or read, for a search that ran out of reads). */
  after: string;
}

const MAX_KEY_LENGTH = 1024;

/** Opaque to clients: which list it belongs to and where the next page starts. */
export const encodeCursor = (content: CursorContent) => Buffer.from(JSON.stringify(content)).toString('base64url');

/** The position the cursor names; 400 when it is malformed or belongs to another list order. */
export function decodeCursor(cursor: string, expected: Omit<CursorContent, 'after'>): string {
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
    content.after.length <= MAX_KEY_LENGTH;
  if (!valid) throw invalidCursor();
  return content!.after as string;
}

const invalidCursor = () => badRequest('cursor: Invalid cursor');
