import { inject } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/services/aws-local';
import { TABLE_NAME } from '../../src/runtime';
import { SEARCH_TEST_ENVIRONMENT } from './search-environment';

/**
 * The data layer of functions/, pointed at the test runtime's DynamoDB Local: for bulk writes the API has
 * no call for yet, and for looking at what the table holds. Loaded after the environment is set, as the
 * modules read it when they load: one runtime's per test file (the shared one unless `dynamodbEndpoint` names another).
 */
export async function dataLayer(dynamodbEndpoint: string = inject('dynamodbEndpoint')) {
  Object.assign(process.env, {
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    ...SEARCH_TEST_ENVIRONMENT,
  });
  const [{ importItems }, { findUserById }, { db, queryAll, scanAll }, { reindexSearch }, { recountOwners }, { makeCommonIfCounted }, { getSearchWordSets }] = await Promise.all([
    import('@surplus/functions/data/listings/bulk-import'),
    import('@surplus/functions/data/users/users'),
    import('@surplus/functions/data/table/client'),
    import('@surplus/functions/data/search/reindex'),
    import('@surplus/functions/data/users/owner-recount'),
    import('@surplus/functions/data/search/word-lines'),
    import('@surplus/functions/data/search/common-words'),
  ]);
  return { importItems, findUserById, db, queryAll, scanAll, reindexSearch, recountOwners, makeCommonIfCounted, getSearchWordSets };
}
