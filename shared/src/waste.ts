import { WASTE_KG_PER_UNIT, type Category } from './listing-rules';

/** Estimated kilograms kept out of landfill by one listing. */
export function wasteReductionKg(item: { category: Category; quantity: number }): number {
  return item.quantity * WASTE_KG_PER_UNIT[item.category];
}
