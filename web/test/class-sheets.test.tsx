// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/app/AppProviders';
import { createQueryClient } from '../src/app/query-client';
import { theme } from '../src/app/theme';
import { buttonClass } from '../src/components/button-styles';
import { CategoryBadge } from '../src/components/CategoryBadge';
import { Notice } from '../src/components/Notice';
import { PageHeading } from '../src/components/PageHeading';
import { StatCard } from '../src/components/StatCard';
import { themeStyles } from '../src/lib/theme-styles';
import CategoryIcon from '@mui/icons-material/Category';
import { createServerEmotionCache, styleTags } from '../src/ssr/emotion-styles';

/** The page's CSS as the server writes it, for `children` rendered in the app's providers. */
function pageCss(children: ReactNode): string {
  const emotionCache = createServerEmotionCache();
  renderToString(
    <AppProviders queryClient={createQueryClient()} emotionCache={emotionCache}>
      {children}
    </AppProviders>,
  );
  return styleTags(emotionCache);
}

describe('class sheets', () => {
  it('are made into CSS text once per theme, also for the copy of the theme each ThemeProvider hands out', () => {
    const build = vi.fn(() => ({ '.probe': { color: theme.palette.primary.main } }));
    const sheet = themeStyles(build);
    const first = sheet(theme);
    // What MUI's ThemeProvider passes down: a shallow copy, new for every provider (on the server, every page).
    const again = sheet({ ...theme });
    expect(build).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(first.styles).toContain('.probe{color:#1e3a5f;}');
  });

  it("reach the page through the theme's baseline, so plain elements with their classes are styled", () => {
    const css = pageCss(
      <>
        <CategoryBadge category="door" />
        <button type="button" className={buttonClass({ variant: 'outlined', size: 'large' })}>
          Share
        </button>
      </>,
    );
    expect(css).toContain('.chip-primary{color:#ffffff;background-color:#1e3a5f;}');
    expect(css).toContain('.btn-outlined{border:1px solid rgba(30, 58, 95, 0.5);');
    expect(css).toContain('.btn-outlined-large{padding:7px 21px;font-size:0.9375rem;}');
  });

  it('come without vendor-prefixed copies of rules, but with the -webkit-user-select Safari needs', () => {
    const css = pageCss(<button type="button" className={buttonClass()} />);
    expect(css).toMatch(/\.btn\{display:inline-flex;/);
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-inline-flex/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    // Each unprefixed declaration right after its prefixed copy.
    expect(css.match(/(?<!-webkit-)user-select:none;/g)?.length).toBe(css.match(/-webkit-user-select:none;user-select:none;/g)?.length);
  });
});

describe("the theme's baseline", () => {
  it("styles the notices, headings and figures, with MUI's Alert colours", () => {
    const css = pageCss(
      <>
        <PageHeading title="Doors Inventory" subtitle="Surplus roll-up doors" />
        <Notice severity="info">Sign in to list your inventory.</Notice>
        <StatCard label="Listings" icon={CategoryIcon} value="345" />
      </>,
    );
    expect(css).toContain('.notice-info{color:rgb(1, 67, 97);background-color:rgb(229, 246, 253);}');
    expect(css).toContain('.notice-error{color:rgb(95, 33, 32);background-color:rgb(253, 237, 237);}');
    expect(css).toContain('.page-heading{display:flex;');
    expect(css).toContain('.stat-card-badge{background-color:#1e3a5f;color:#ffffff;border-radius:20px;');
    expect(css).toContain('.btn.pager-page{min-width:36px;}');
  });
});

describe('buttonClass', () => {
  it("names the variant, its size, the colour and the full width as MUI's Button props do", () => {
    expect(buttonClass()).toBe('btn btn-text btn-text-medium');
    expect(buttonClass({ variant: 'contained', size: 'small', fullWidth: true })).toBe('btn btn-contained btn-contained-small btn-full');
    expect(buttonClass({ variant: 'contained', color: 'secondary' })).toBe('btn btn-contained btn-contained-medium btn-secondary');
    expect(buttonClass({ variant: 'outlined', color: 'inherit' })).toBe('btn btn-outlined btn-outlined-medium btn-inherit');
  });
});
