/** Class names of the By Business cards, styled by business-groups.css. */
export const GROUPS = {
  grid: 'business-groups',
  dimmed: 'business-groups-dimmed',
  content: 'business-group',
  head: 'business-group-head',
  name: 'business-group-name',
  location: 'business-group-location',
  items: 'business-group-items',
  item: 'business-group-item',
  itemName: 'business-group-item-name',
  itemFacts: 'business-group-item-facts',
} as const;
