/** The search settings of the API tests' runtime; a test that writes through the data layer must use the same. */
export const SEARCH_TEST_ENVIRONMENT = { SEARCH_POSTINGS_READ_MAX: '20' };
