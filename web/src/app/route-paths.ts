/**
 * The paths of the app's pages under its layout (the home page is the layout's index route), one list for the
 * browser's route table (routes.tsx) and the server's (ssr/server-routes.tsx).
 */

/** The pages the server renders with their content (ssr/public-pages.ts loads their data). */
export const PUBLIC_PATHS = {
  doors: 'doors',
  parts: 'parts',
  item: 'item/:id',
  business: 'business/:id',
} as const;

/** The pages only the browser renders (forms and signed-in pages): the server answers them with the app's shell. */
export const SHELL_PATHS = {
  inventory: 'inventory',
  myInventory: 'my-inventory',
  addInventory: 'add-inventory',
  saved: 'saved',
  account: 'account',
  inbox: 'inbox',
  thread: 'inbox/:id',
  deals: 'deals',
  impact: 'impact',
  notifications: 'notifications',
  auth: 'auth',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  unsubscribe: 'unsubscribe',
} as const;

/** Any other path: the not-found page, rendered by the server with status 404. */
export const NOT_FOUND_PATH = '*';
