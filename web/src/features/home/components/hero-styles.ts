/** Class names of the home page's banner, styled by hero.css. */
export const HERO = {
  root: 'hero',
  text: 'hero-text',
  overline: 'hero-overline',
  title: 'hero-title',
  tagline: 'hero-tagline',
  actions: 'hero-actions',
  totals: 'hero-totals',
  total: 'hero-total',
  totalValue: 'hero-total-value',
  totalLabel: 'hero-total-label',
} as const;
