import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../src/components/icon-paths';

const require = createRequire(import.meta.url);

describe('the kept icon paths', () => {
  it("are the drawings of the installed @mui/icons-material icons of the same names, so an upgrade's redrawn icon shows", () => {
    for (const [name, path] of Object.entries(ICON_PATHS)) {
      const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
      expect({ name, paths: [...source.matchAll(/d: "([^"]+)"/g)].map((match) => match[1]) }).toEqual({ name, paths: [path] });
    }
  });
});
