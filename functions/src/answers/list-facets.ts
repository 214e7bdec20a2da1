import { listQuerySchema } from '@surplus/shared';
import { listFacets } from '../data/listings/lists/facets';
import { validate } from '../lib/validate';
import type { AnswerRequest } from './answer';

/** GET /api/inventory/facets: the filters' counts for the list the same query string gives. */
export const answer = ({ query, reportCommonWords }: AnswerRequest) => listFacets(validate(listQuerySchema, query), reportCommonWords);
