/** The web app's build output the server renders into: web/dist/index.html. */
export interface PageTemplate {
  html: string;
}

export interface DocumentParts {
  head: string;
  /** Emotion's style tags of the rendered markup. */
  styles: string;
  body: string;
  /** The JSON of the page's data (see ssr-state.ts); none for a page only the browser renders. */
  state?: string;
  stateId: string;
}

const ROOT = /<div id="root"><\/div>/;
const HEAD_END = '</head>';

/** index.html cut where a page goes: before </head>, and around the root element's placeholder. */
interface TemplateParts {
  head: string;
  middle: string;
  tail: string;
}

/** Cut once per template (an instance reads index.html once, see page-template.ts), not on every request. */
const cut = new WeakMap<PageTemplate, TemplateParts>();

function templateParts(template: PageTemplate): TemplateParts {
  let parts = cut.get(template);
  if (!parts) {
    const html = template.html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '');
    const headEnd = html.indexOf(HEAD_END);
    const root = ROOT.exec(html);
    if (headEnd < 0 || !root || root.index < headEnd) throw new Error('The page template has no </head> followed by <div id="root">');
    parts = { head: html.slice(0, headEnd), middle: html.slice(headEnd + HEAD_END.length, root.index), tail: html.slice(root.index + root[0].length) };
    cut.set(template, parts);
  }
  return parts;
}

/**
 * index.html with the page in it: its head tags in place of the shell's title and description, markup, styles and
 * data. The build's module preloads are left out: a rendered page paints without its scripts, and dozens of
 * scripts fetched at the highest priority beside the page delayed its first paint by seconds on a slow phone
 * connection; the entry script still loads at once and brings the rest.
 */
export function pageDocument(template: PageTemplate, parts: DocumentParts): string {
  const { head, middle, tail } = templateParts(template);
  return (
    `${head}    ${[parts.head, parts.styles].join('\n    ')}\n  ${HEAD_END}${middle}` +
    `<div id="root">${parts.body}</div>${parts.state === undefined ? '' : `\n    <script type="application/json" id="${parts.stateId}">${parts.state}</script>`}${tail}`
  );
}
