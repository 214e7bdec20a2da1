import type { ImportJobList } from '@surplus/shared';
import { recentImportJobs, toJobSummary } from '../../data/imports/import-jobs';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inventory/imports: the caller's newest import jobs, newest first (a reloaded page finds a running one here). */
export const handler = httpRoute({ auth: 'required' }, async (_event, context) => {
  const jobs = await recentImportJobs(requireUser(context).id);
  const answer: ImportJobList = { items: jobs.map(toJobSummary) };
  return json(200, answer);
});
