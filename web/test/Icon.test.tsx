// @vitest-environment node
import MailIcon from '@mui/icons-material/Mail';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type SvgIcon from '@mui/material/SvgIcon';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../src/components/Icon';

const inner = (html: string) => /<svg[^>]*>(.*)<\/svg>/.exec(html)?.[1];
const attributes = (html: string) => /<svg([^>]*)>/.exec(html)?.[1] ?? '';

describe('Icon', () => {
  it("draws a kept icon as MUI's SvgIcon draws the @mui/icons-material icon of that name, with classes instead of its styles", () => {
    for (const [name, icon] of [['Visibility', VisibilityIcon], ['Mail', MailIcon]] as const) {
      const ours = renderToString(<Icon icon={name} fontSize="small" className="item-action-icon" />);
      const mui = renderToString(<SvgIconOf icon={icon} />);
      expect(inner(ours)).toBe(inner(mui));
      expect(inner(ours)).toMatch(/^<path d="M/);
      for (const attribute of ['focusable="false"', 'aria-hidden="true"', 'viewBox="0 0 24 24"']) {
        expect(attributes(ours)).toContain(attribute);
        expect(attributes(mui)).toContain(attribute);
      }
      expect(attributes(ours)).toContain('class="icon icon-small item-action-icon"');
    }
    expect(renderToString(<Icon icon="Mail" color="primary" />)).toContain('class="icon icon-medium icon-primary"');
    expect(renderToString(<Icon icon="Mail" color="action" fontSize="large" />)).toContain('class="icon icon-large icon-action"');
  });
});

function SvgIconOf({ icon: MuiIcon }: { icon: typeof SvgIcon }) {
  return <MuiIcon />;
}
