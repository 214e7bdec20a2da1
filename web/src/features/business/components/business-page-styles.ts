/** Class names of a business's page, styled by business-page.css. */
export const BUSINESS_PAGE = {
  profile: 'business-profile',
  name: 'business-name',
  facts: 'business-facts',
  fact: 'business-fact',
  place: 'business-place',
  error: 'business-error',
  listings: 'business-listings-title',
  missing: 'business-missing',
  missingTitle: 'business-missing-title',
  missingText: 'business-missing-text',
} as const;
