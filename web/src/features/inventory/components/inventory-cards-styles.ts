/** Class names of the phone cards, styled by inventory-cards.css. */
export const CARDS = {
  list: 'inventory-cards',
  dimmed: 'inventory-cards-dimmed',
  card: 'inventory-card',
  head: 'inventory-card-head',
  thumb: 'inventory-card-thumb',
  text: 'inventory-card-text',
  name: 'inventory-card-name',
  caption: 'inventory-card-caption',
  description: 'inventory-card-description',
  facts: 'inventory-card-facts',
  body: 'inventory-card-body',
  price: 'inventory-card-price',
  footer: 'inventory-card-footer',
  owner: 'inventory-card-owner',
} as const;
