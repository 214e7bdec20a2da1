/** Class names of a row's or card's buttons, styled once for the list by InventoryTable's <GlobalStyles>. */
export const ACTIONS = { group: 'item-actions', button: 'item-action' } as const;

// 40 px buttons 4 px apart: well over the 24 px targets WCAG 2.2 asks for, and easy to hit on a phone.
export const itemActionStyles = {
  [`.${ACTIONS.group}`]: { display: 'flex', justifyContent: 'flex-end', gap: 4 },
  [`.${ACTIONS.button}`]: { width: 40, height: 40 },
} as const;
