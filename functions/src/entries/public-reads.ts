import { handler as getBusiness } from '../handlers/http/get-business';
import { handler as getBusinessImpact } from '../handlers/http/get-business-impact';
import { handler as getImpact } from '../handlers/http/get-impact';
import { handler as listBusinessReviews } from '../handlers/http/list-business-reviews';
import { handler as getCsrfToken } from '../handlers/http/get-csrf-token';
import { handler as getImage } from '../handlers/http/get-image';
import { handler as getItem } from '../handlers/http/get-item';
import { handler as getStats } from '../handlers/http/get-stats';
import { handler as listBusinesses } from '../handlers/http/list-businesses';
import { handler as listDoors } from '../handlers/http/list-doors';
import { handler as listFacets } from '../handlers/http/list-facets';
import { handler as listItems } from '../handlers/http/list-items';
import { handler as listParts } from '../handlers/http/list-parts';
import { handler as suggestSearch } from '../handlers/http/suggest-search';
import { httpRouter } from '../router/http-router';

/** The public-reads function: what any visitor reads (routes.ts). */
export const handler = httpRouter('public-reads', {
  'http/get-csrf-token': getCsrfToken,
  'http/list-items': listItems,
  'http/list-doors': listDoors,
  'http/list-parts': listParts,
  'http/get-item': getItem,
  'http/get-stats': getStats,
  'http/list-businesses': listBusinesses,
  'http/get-business': getBusiness,
  'http/suggest-search': suggestSearch,
  'http/get-image': getImage,
  'http/list-facets': listFacets,
  'http/get-impact': getImpact,
  'http/get-business-impact': getBusinessImpact,
  'http/list-business-reviews': listBusinessReviews,
});
