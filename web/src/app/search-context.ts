import { createContext, useContext } from 'react';

/** The header's search text, passed on 300 ms after typing stops; list pages filter by it. */
export const SearchContext = createContext('');

export const useHeaderSearch = () => useContext(SearchContext);
