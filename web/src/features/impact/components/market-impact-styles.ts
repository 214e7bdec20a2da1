/** Class names of the marketplace's figures on the home page. */
export const MARKET_IMPACT = {
  root: 'market-impact',
  figure: 'market-impact-figure',
  icon: 'market-impact-icon',
  value: 'market-impact-value',
  label: 'market-impact-label',
} as const;
