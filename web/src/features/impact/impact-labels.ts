import type { ImpactMonth } from '@surplus/shared';
import { countLabel } from '../../lib/format';

/** Kilograms as the figures show them: '1,250 kg' (whole kilograms). */
export const kgLabel = (kg: number) => `${countLabel(Math.round(kg))} kg`;

const plural = (count: number, one: string, many: string) => `${countLabel(count)} ${count === 1 ? one : many}`;

/** What changed hands, in units: '3 doors · 1 part · 2 transfers'. */
export const unitsMovedLabel = ({ doors, parts, transfers }: { doors: number; parts: number; transfers: number }) =>
  [plural(doors, 'door', 'doors'), plural(parts, 'part', 'parts'), plural(transfers, 'transfer', 'transfers')].join(' · ');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `YYYY-MM` as 'March 2026' (`long`) or "Mar '26"; the month as written, without any time zone. */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  const [year = '', number = ''] = month.split('-');
  const name = MONTHS[Number(number) - 1];
  if (!name) return month;
  return style === 'long' ? `${name} ${year}` : `${name.slice(0, 3)} '${year.slice(2)}`;
}

/** The months of a business's figures as the chart and the table show them: seller's and buyer's kilograms. */
export type ChartMonth = Pick<ImpactMonth, 'month' | 'confirmedKg' | 'selfReportedKg' | 'receivedKg'>;

/** Whether any month has a kilogram to draw. */
export const hasMonthlyFigures = (months: readonly ChartMonth[]) => months.some((month) => month.confirmedKg + month.selfReportedKg + month.receivedKg > 0);

/** The series of the chart (`label`) and the columns of the table (`column`), in one order. */
export const IMPACT_SERIES = [
  { key: 'confirmedKg', label: 'Sold, confirmed by buyers', column: 'Sold, confirmed', color: '#2e7d32' },
  { key: 'selfReportedKg', label: 'Sold, self-reported', column: 'Self-reported', color: '#9ccc65' },
  { key: 'receivedKg', label: 'Received as buyer', column: 'Received', color: '#1e3a5f' },
] as const satisfies readonly { key: keyof ChartMonth; label: string; column: string; color: string }[];
