/**
 * Class names of a search box (an icon and an input in an outlined box) as MUI's small OutlinedInput with a start
 * adornment draws one, styled by search-box.css: the header has one on every page, and the
 * list pages another. The outline is an inset shadow, as thick as MUI's fieldset border, and like it takes no room.
 */
export const SEARCH_BOX = {
  root: 'search-box',
  /** As wide as its container (the header's). */
  full: 'search-box-full',
  /** Beside a list's sort and filters: grows, on white. */
  list: 'search-box-list',
  icon: 'search-box-icon',
  input: 'search-box-input',
} as const;
