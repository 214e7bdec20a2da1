import { describe, expect, it } from 'vitest';
import { readSize } from '../src';

describe('readSize', () => {
  it.each([
    ['12x14', 144, 168],
    ['12 x 14', 144, 168],
    ['10X10 rolling steel door', 120, 120],
    ["12' x 14'", 144, 168],
    ["8'x7'", 96, 84],
    ['12\'0" x 14\'0"', 144, 168],
    ['12\'-6" x 14\'-0" opening', 150, 168],
    ['12 ft x 14 ft', 144, 168],
    ['12ft. x 14ft.', 144, 168],
    ['12 feet by 14 feet', 144, 168],
    ['12 x 14 ft', 144, 168],
    ['9x7ft garage door', 108, 84],
    ['144 x 168 in', 144, 168],
    ['144in x 168in', 144, 168],
    ['96" x 84"', 96, 84],
    ['96 x 84 inches', 96, 84],
    ['96 x 84 sectional', 96, 84],
    ['12 ft wide by 14 ft high', 144, 168],
    ["10' W x 12' H", 120, 144],
    ['W 96" x H 84"', 96, 84],
    ["14' high x 12' wide", 144, 168],
    ["12' wide, 14' tall", 144, 168],
    ['Width: 10 ft and Height: 8 ft', 120, 96],
    ['12′ × 14′', 144, 168],
    ['12’ x 14’ door', 144, 168],
    ['10′6″ x 12′', 126, 144],
    ['96″ × 84″', 96, 84],
    ['3000 x 4200 mm', 118, 165],
    ['3 m x 2.5 m', 118, 98],
    ['10.5 x 12', 126, 144],
    ['Insulated R-16 sectional, 16x7, white', 192, 84],
    ['Qty 2 x 12x14 doors', 144, 168],
    ['Rolling door, 12\' x 14\', listed 5/6/2024', 144, 168],
    ['Door fits opening approx. 10x12 (used once)', 120, 144],
    ['Springs for a 16 x 8 door', 192, 96],
  ])('reads %j as %i x %i inches', (text, widthIn, heightIn) => {
    expect(readSize(text)).toEqual({ widthIn, heightIn });
  });

  it.each([
    ['3070 steel entry door'],
    ['3068 prehung'],
    ['SKU 123x456'],
    ['Part # 40x60'],
    ['Model 24x30 opener'],
    ['2x4 lumber'],
    ['4x4 post'],
    ['M10x1.5 bolt'],
    ['1/2 x 3/4 in bolt'],
    ['R-16 insulation'],
    ['4 x 25 lb bags'],
    ['6 x 10 pcs rollers'],
    ['2 x 50 ft weatherseal'],
    ['12x14x2 crate'],
    ['Listed 12/14/2024'],
    ['2024-12-14'],
    ['Dec 12, 2024 pickup'],
    ['1 x 2'],
    ['used 3x'],
    ['12 x 800'],
    ["50' x 60'"],
    ['12\' x 14"'],
    ['12, 14 high'],
    ['12, 14'],
    ['no size here'],
    [''],
  ])('reads no size from %j', (text) => {
    expect(readSize(text)).toBeNull();
  });

  it('reads the longest description at once, whatever runs of spaces, marks and labels it holds', () => {
    const longest = (unit: string, end = '') => unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000 - end.length) + end;
    for (const text of [longest(' ', '1'), `1${longest(' ', 'x')}`, `sku${longest(' ', '1')}`, `1'${longest(' ', '-')}`, longest("1' "), longest('w '), longest('1 x ')]) {
      expect(readSize(text)).toBeNull();
    }
  });

  it('reads the first pair that is a door size', () => {
    expect(readSize('Pack 4 x 25 lb, fits a 9x7 door')).toEqual({ widthIn: 108, heightIn: 84 });
  });
});
