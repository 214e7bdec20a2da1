/** The web app's build output the server renders into: web/dist/index.html. */
export interface PageTemplate {
  html: string;
}

export interface DocumentParts {
  head: string;
  /** Emotion's style tags of the rendered markup. */
  styles: string;
  body: string;
  /** The JSON of the page's data (see ssr-state.ts). */
  state: string;
  stateId: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root"><\/div>/;

/**
 * index.html with the page in it: its head tags in place of the shell's title and description, markup, styles and
 * data. The build's module preloads are left out: a rendered page paints without its scripts, and dozens of
 * scripts fetched at the highest priority beside the page delayed its first paint by seconds on a slow phone
 * connection; the entry script still loads at once and brings the rest.
 */
export function pageDocument(template: PageTemplate, parts: DocumentParts): string {
  return template.html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `    ${[parts.head, parts.styles].join('\n    ')}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${parts.stateId}">${parts.state}</script>`);
}
