/**
 * Class names of a listing's page, styled by item-detail.css: the look of the MUI
 * Box, Stack, Paper, Card and Typography elements it was built from, without their per-render styles.
 */
export const DETAIL = {
  page: 'detail',
  topBar: 'detail-top',
  grid: 'detail-grid',
  picture: 'detail-picture',
  tags: 'detail-tags',
  title: 'detail-title',
  price: 'detail-price',
  units: 'detail-units',
  held: 'detail-held',
  waste: 'detail-waste',
  seller: 'detail-seller',
  overline: 'detail-overline',
  business: 'detail-business',
  sellerLine: 'detail-seller-line',
  actions: 'detail-actions',
  wideOnly: 'detail-wide-only',
  about: 'detail-about',
  tabPanel: 'detail-tab-panel',
  description: 'detail-description',
  phoneBar: 'detail-phone-bar',
} as const;
