import type { CsvRowError } from '@surplus/shared';
import { HttpError } from '../lib/errors';
import { verifyUploadedImage } from '../aws/images-bucket';
import type { ImportRow } from '../lib/import-plan';

/** Each image a row would newly show, checked as the add form's (uploaded by `ownerId`, a real image): a row error per failing row. */
export async function checkImportImages(ownerId: number, rows: readonly ImportRow[]): Promise<CsvRowError[]> {
  const urls = [...new Set(rows.map((row) => row.input.imageUrl).filter((url): url is string => Boolean(url)))];
  const problems = new Map<string, string>();
  await Promise.all(
    urls.map(async (url) => {
      try {
        await verifyUploadedImage(url, ownerId);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        problems.set(url, error.message.replace(/^imageUrl: /, ''));
      }
    }),
  );
  return rows.flatMap((row) => {
    const problem = row.input.imageUrl ? problems.get(row.input.imageUrl) : undefined;
    return problem ? [{ line: row.line, column: 'imageUrl', message: problem }] : [];
  });
}
