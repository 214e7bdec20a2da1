// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Button from '@mui/material/Button';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app/AppProviders';
import { buttonClass } from '../src/components/button-styles';
import { createQueryClient } from '../src/app/query-client';
import { createServerEmotionCache, styleTags } from '../src/ssr/emotion-styles';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The stylesheets app/styles.css imports, by path, with their text (the generated ones left out: theme variables, MUI's styles). */
function sheets(): Map<string, string> {
  const entry = join(SRC, 'app/styles.css');
  const imports = [...readFileSync(entry, 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => join(dirname(entry), match[1] ?? ''));
  return new Map(imports.filter((path) => !/(theme-variables|mui-styles)\.css$/.test(path)).map((path) => [path.slice(SRC.length), readFileSync(path, 'utf8')]));
}

/** Every class name the modules beside the stylesheets export (BUTTON, CHIP, SHELL, ... and SPEC_LINE). */
async function classNames(): Promise<Set<string>> {
  const modules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? modules(join(dir, entry.name)) : /-styles\.ts$|SpecLine\.tsx$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value)) names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const path of modules(SRC)) Object.values((await import(/* @vite-ignore */ path)) as object).forEach(collect);
  for (const variant of ['text', 'outlined', 'contained'] as const)
    for (const size of ['small', 'medium', 'large'] as const)
      for (const color of ['primary', 'secondary', 'error', 'inherit'] as const) buttonClass({ variant, size, color, fullWidth: true, noWrap: true }).split(' ').forEach(collect);
  return names;
}

function pageCss(children: React.ReactNode): string {
  const emotionCache = createServerEmotionCache();
  renderToString(
    <AppProviders queryClient={createQueryClient()} emotionCache={emotionCache}>
      {children}
    </AppProviders>,
  );
  return styleTags(emotionCache);
}

describe("the app's stylesheets", () => {
  it('style every class the components name, and no class nobody names', async () => {
    const css = [...sheets().values()].join('\n');
    const styled = new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1] ?? ''));
    const named = await classNames();
    expect([...named].filter((name) => !styled.has(name))).toEqual([]);
    // MUI's own class names (Mui...) are capitalised, so only ours are compared.
    expect([...styled].filter((name) => !named.has(name))).toEqual([]);
  });

  it("take colours, shadows and the radius from the theme's variables, never a copied value", () => {
    for (const [path, css] of sheets()) {
      expect({ path, literals: css.match(/#[0-9a-f]{3,8}\b|rgba?\((?!var\()[^)]*\)|hsla?\(/gi) ?? [] }).toEqual({ path, literals: [] });
      expect({ path, shadows: css.match(/box-shadow: (?!none|var\(|inset 0 0 0 (1|2)px var\(|inset 0 0 0 1px rgba\(var\(|-?1px 0 0 var\()[^;]*/g) ?? [] }).toEqual({ path, shadows: [] });
      expect({ path, radius: css.match(/border-radius: 10px/g) ?? [] }).toEqual({ path, radius: [] });
    }
  });

  it("beat MUI with one class each: no selector adds another component's class to win over the order of style tags", () => {
    // A variant with a colour (.btn-contained.btn-secondary) is one component's; .btn.home-add was two.
    const component = (name: string) => name.split('-')[0];
    for (const [path, css] of sheets()) {
      const doubled = [...css.matchAll(/\.([a-z][\w-]*)\.([a-z][\w-]*)/g)].filter((match) => component(match[1] ?? '') !== component(match[2] ?? ''));
      expect({ path, doubled: doubled.map((match) => match[0]) }).toEqual({ path, doubled: [] });
    }
  });
});

describe("MUI's styles", () => {
  it('sit in the mui cascade layer, without vendor-prefixed copies but with the -webkit-user-select Safari needs', () => {
    const css = pageCss(<Button>Share</Button>);
    const rules = [...css.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1] ?? '').filter(Boolean);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.startsWith('@layer mui{')).toBe(true);
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-inline-flex/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it("read the theme as CSS variables, which the stylesheet defines once instead of each page's inline style", () => {
    const css = pageCss(<Button variant="contained">Share</Button>);
    expect(css).toContain('var(--mui-palette-primary-main');
    expect(css).not.toContain('--mui-palette-primary-main:');
  });
});
