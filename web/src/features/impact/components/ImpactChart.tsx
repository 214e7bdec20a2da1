import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { IMPACT_SERIES, kgLabel, monthLabel, type ChartMonth } from '../impact-labels';
import { PRINT_CHART_WIDTH } from './impact-styles';

interface ImpactChartProps {
  months: readonly ChartMonth[];
  height: number;
}

/** True from the browser's `beforeprint` to its `afterprint`, rendered at once so the page prints what it shows. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

const kg = (value: number | null) => (value === null ? '' : kgLabel(value));

/**
 * Kilograms by month as bars: sold (confirmed, with the self-reported sales stacked on top) beside received. Its own
 * chunk, loaded only where a chart shows: MUI X Charts draws with the app's theme. The legend is the page's
 * (ImpactLegend), so it shows and prints before this code arrives; no animation, so a print is never mid-way.
 */
export function ImpactChart({ months, height }: ImpactChartProps) {
  // As wide as its box on screen; on paper a fixed width that fits the page (the box's print width, impact-styles.ts).
  const printing = usePrinting();
  return (
    <BarChart
      dataset={months.map((month) => ({ ...month }))}
      xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (month: string, context) => monthLabel(month, context.location === 'tick' ? 'short' : 'long') }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} kg`, width: 64 }]}
      series={IMPACT_SERIES.map(({ key, label, color }) => ({
        dataKey: key,
        label,
        color,
        stack: key === 'receivedKg' ? undefined : 'sold',
        valueFormatter: kg,
      }))}
      height={height}
      width={printing ? PRINT_CHART_WIDTH : undefined}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      hideLegend
      skipAnimation
    />
  );
}
