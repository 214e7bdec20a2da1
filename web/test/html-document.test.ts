import { describe, expect, it } from 'vitest';
import { pageDocument } from '../src/ssr/html-document';

const template = {
  html: [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta name="description" content="The shell" />',
    '    <title>Shell</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/chunk.js">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n'),
};

const page = (head: string) => pageDocument(template, { head, styles: '<style data-emotion="css a">.css-a{}</style>', body: '<main>Doors</main>', state: '{"queries":[]}', stateId: 'ssr-state' });

describe('page document', () => {
  it("puts the page's head, styles, markup and data into the template, without the shell's title, description and preloads", () => {
    const html = page('<title>Doors</title>');
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    ',
        '    ',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '      <title>Doors</title>',
        '    <style data-emotion="css a">.css-a{}</style>',
        '  </head>',
        '  <body>',
        '    <div id="root"><main>Doors</main></div>',
        '    <script type="application/json" id="ssr-state">{"queries":[]}</script>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
    // The same template again: the cut made for the first page serves the next.
    expect(page('<title>Parts</title>')).toBe(html.replace('Doors</title>', 'Parts</title>'));
  });

  it("keeps a page's text as it is where it reads like a replacement pattern ($&, $', $$)", () => {
    const head = "<title>Gate $&amp; $' $$ $` sale</title>";
    expect(page(head)).toContain(`  ${head}\n`);
  });
});
