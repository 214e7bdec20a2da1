import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/app/AppProviders';
import { createEmotionCache } from '../src/app/emotion-cache';
import { createQueryClient } from '../src/app/query-client';
import { theme } from '../src/app/theme';
import { AccountSection } from '../src/features/account/components/AccountSection';

/** The style rules in `rules`, also those inside @layer and @media blocks, in order. */
const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
  [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule] : 'cssRules' in rule ? styleRules((rule as CSSGroupingRule).cssRules) : []));

/**
 * The colour the page's style sheets give `element` itself: the last matching rule's, a theme variable read as the
 * value MUI writes with it (`var(--mui-palette-text-secondary, rgba(...))`), as the page's theme variables are. Read
 * from the rules, as jsdom's getComputedStyle ignores rules inside @layer blocks (where MUI's styles may be put).
 */
function ownColour(element: Element): string | undefined {
  const colours = [...document.styleSheets]
    .flatMap((sheet) => styleRules(sheet.cssRules))
    .filter((rule) => matches(element, rule.selectorText))
    .map((rule) => rule.style.getPropertyValue('color'))
    .filter(Boolean);
  return colours.at(-1)?.replace(/^var\(--[\w-]+,\s*(.+)\)$/, '$1');
}

/** Whether `selector` matches `element`; false for a selector jsdom cannot parse (a vendor pseudo-element, `::-moz-focus-inner`, of another component's rule). */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

describe('AccountSection', () => {
  // MUI 9 dropped Typography's system props: `color="text.secondary"` is no longer a palette path, and the
  // description took the body colour. In `sx` it is.
  it("greys its description with the theme's secondary text colour", () => {
    render(
      <AppProviders queryClient={createQueryClient()} emotionCache={createEmotionCache()}>
        <AccountSection title="Profile" description="How other businesses see you.">
          <p>Form</p>
        </AccountSection>
      </AppProviders>,
    );
    const description = screen.getByText('How other businesses see you.');
    expect(screen.getByRole('region', { name: 'Profile' })).toContainElement(description);
    expect(ownColour(description)).toBe(theme.palette.text.secondary);
  });
});
