import { BASELINE } from '../../../components/baseline-styles';
import { countLabel } from '../../../lib/format';
import { IMPACT_SERIES, monthLabel, type ChartMonth } from '../impact-labels';
import { MY_IMPACT } from './my-impact-styles';

const kg = (value: number) => countLabel(Math.round(value));

/** The chart's figures month by month (oldest first, as the chart), with their totals: to read, and to print. */
export function ImpactMonthsTable({ months }: { months: readonly ChartMonth[] }) {
  const totals = IMPACT_SERIES.map(({ key }) => months.reduce((sum, month) => sum + month[key], 0));
  return (
    // Scrolls sideways on a narrow screen: focusable so a keyboard can scroll it too (a named region).
    <div className={MY_IMPACT.tableScroll} tabIndex={0} role="region" aria-label="Months table">
      <table className={MY_IMPACT.table}>
        <caption className={BASELINE.visuallyHidden}>Kilograms kept out of landfill by month, last 24 months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {IMPACT_SERIES.map(({ key, column }) => (
              <th key={key} scope="col" className={MY_IMPACT.number}>
                {column} (kg)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              {IMPACT_SERIES.map(({ key }) => (
                <td key={key} className={MY_IMPACT.number}>
                  {kg(month[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {totals.map((total, index) => (
              <td key={IMPACT_SERIES[index]?.key} className={MY_IMPACT.number}>
                {kg(total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
