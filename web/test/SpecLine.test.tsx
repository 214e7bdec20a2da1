import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPEC_LINE } from '../src/components/SpecLine';
import { ItemCard } from '../src/features/home/components/ItemCard';
import { InventoryCards } from '../src/features/inventory/components/InventoryCards';
import { ItemSpecifications } from '../src/features/inventory/components/ItemSpecifications';
import { listing } from './list-pages';
import { renderWithApp } from './render';

const DOOR = listing(1, { name: 'Sectional door', widthIn: 144, heightIn: 168, doorType: 'sectional', insulated: true, rValue: 12.9, material: 'steel', distanceMi: 38.2 });
const PART = listing(2, { name: 'Torsion spring', category: 'part', partType: 'spring', fitsWidthIn: 144, fitsHeightIn: 168 });

describe('the spec line', () => {
  it('shows a door\'s size, type, insulation and distance on its card, as one plain element with the shared class', () => {
    renderWithApp(<ItemCard item={DOOR} />);
    const line = screen.getByText(`12' x 14' · sectional · insulated · 38.2 mi`);
    expect(line.tagName).toBe('P');
    expect(line).toHaveClass(SPEC_LINE);
    expect(line).not.toHaveAttribute('style');
  });

  it('shows a part\'s type and the door size it fits in the stacked list, and nothing for a listing without specs', () => {
    renderWithApp(<InventoryCards items={[PART, listing(3)]} loading={false} empty="" dimmed={false} actions={() => null} />);
    expect(within(screen.getByRole('listitem', { name: 'Torsion spring' })).getByText(`spring · fits 12' x 14'`)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Listing 3' }).querySelector(`.${SPEC_LINE}`)).toBeNull();
  });
});

describe('ItemSpecifications', () => {
  const rows = () => screen.getAllByRole('row').map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);

  it('lists every spec a door has, its sizes in feet and inches', () => {
    render(<ItemSpecifications item={{ ...DOOR, color: 'White', windRated: false }} />);
    expect(rows()).toEqual(
      expect.arrayContaining([
        ['Door Type', 'Sectional'],
        ['Width', `12' 0" (144 in)`],
        ['Height', `14' 0" (168 in)`],
        ['Material', 'Steel'],
        ['Insulated', 'Yes'],
        ['R-Value', '12.9'],
        ['Color', 'White'],
        ['Wind Rated', 'No'],
      ]),
    );
  });

  it('lists a part\'s specs and leaves out those not given', () => {
    render(<ItemSpecifications item={{ ...PART, fitsHeightIn: undefined }} />);
    expect(rows().map(([label]) => label)).toEqual(['Category', 'Part Type', 'Fits Door Width', 'Item ID', 'Quantity', 'Condition', 'Listed On', 'Last Updated']);
    expect(screen.getByRole('row', { name: /Fits Door Width/ })).toHaveTextContent(`12' 0" (144 in)`);
  });
});

