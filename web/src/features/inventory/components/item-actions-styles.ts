/** Class names of a row's or card's buttons, styled by item-actions.css. */
export const ACTIONS = { group: 'item-actions', button: 'item-action' } as const;
