/**
 * Class names of a small chip as MUI's Chip draws one (filled in a palette colour, or outlined), styled by chip.css: list pages repeat the category badge on every card and row.
 */
export const CHIP = {
  root: 'chip',
  primary: 'chip-primary',
  secondary: 'chip-secondary',
  outlined: 'chip-outlined',
  /** MUI's medium Chip, 32 px high. */
  medium: 'chip-medium',
  icon: 'chip-icon',
  label: 'chip-label',
} as const;
