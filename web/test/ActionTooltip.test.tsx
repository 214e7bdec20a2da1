// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionTooltip } from '../src/components/ActionTooltip';
import { createServerEmotionCache } from '../src/ssr/emotion-styles';

/** A server render as the page renderer makes one: its Emotion cache, and MUI's production code paths. */
const render = (children: ReactNode) => renderToString(<CacheProvider value={createServerEmotionCache()}>{children}</CacheProvider>);

describe('ActionTooltip on the server', () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("renders the markup of MUI's closed Tooltip, which the browser hydrates", () => {
    for (const button of [
      <button type="button" className="action" aria-label="View the door">
        view
      </button>,
      <IconButton aria-label="Contact the seller" href="mailto:sales@example.com">
        mail
      </IconButton>,
    ]) {
      const ours = render(<ActionTooltip title="View">{button}</ActionTooltip>);
      expect(ours).toContain('title="View"');
      expect(ours).toBe(
        render(
          <Tooltip describeChild title="View">
            {button}
          </Tooltip>,
        ),
      );
    }
  });
});
