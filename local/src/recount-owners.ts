import { runMaintenance } from './maintenance';

/** npm run recount-owners [-- --table <name>]: recounts every business's listing figures (maintenance.ts says where). */
runMaintenance(async (log) => {
  const { recountOwners } = await import('@surplus/functions/data/users/owner-recount');
  return recountOwners(log);
});
