/** Class names of the home page's own layout, styled by home.css. */
export const HOME = {
  signIn: 'home-sign-in',
  add: 'home-add',
  grid: 'home-grid',
  dimmed: 'home-grid-dimmed',
} as const;
