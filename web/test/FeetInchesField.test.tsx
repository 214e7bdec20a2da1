import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FEET_INCHES_PROBLEM, FeetInchesField } from '../src/components/FeetInchesField';

/** The field under a parent that keeps the value, as a form does; every reported value is passed to `report`. */
function Harness({ initial, report }: { initial?: number; report: (inches: number | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FeetInchesField
        label="Width"
        name="widthIn"
        value={value}
        onChange={(inches) => {
          setValue(inches);
          report(inches);
        }}
        helperText="Opening width"
      />
      <button type="button" onClick={() => setValue(168)}>
        Use 14 feet
      </button>
    </>
  );
}

describe('FeetInchesField', () => {
  it('shows the value in feet and inches', () => {
    render(<Harness initial={150} report={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue(`12' 6"`);
  });

  it('reports inches while typing and shows them in feet and inches once left', async () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    const input = screen.getByRole('textbox', { name: 'Width' });
    await userEvent.type(input, '12ft 6in');
    expect(report).toHaveBeenLastCalledWith(150);
    expect(input).toHaveValue('12ft 6in');
    await userEvent.tab();
    expect(input).toHaveValue(`12' 6"`);
  });

  it('reports undefined when emptied', async () => {
    const report = vi.fn();
    render(<Harness initial={144} report={report} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Width' }));
    expect(report).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Opening width')).toBeInTheDocument();
  });

  it('shows the problem for unreadable text and reports NaN, then clears it once readable', async () => {
    const report = vi.fn();
    render(<Harness report={report} />);
    const input = screen.getByRole('textbox', { name: 'Width' });
    await userEvent.type(input, 'twelve');
    expect(report).toHaveBeenLastCalledWith(Number.NaN);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(FEET_INCHES_PROBLEM)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '144');
    expect(report).toHaveBeenLastCalledWith(144);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(FEET_INCHES_PROBLEM)).not.toBeInTheDocument();
  });

  it('shows a value set from outside', async () => {
    render(<Harness initial={144} report={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use 14 feet' }));
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue(`14' 0"`);
  });
});
