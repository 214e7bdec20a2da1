import { escapeHtml } from './head-tags';

/** The web app's build output the server renders into: index.html and Vite's manifest (web/dist/.vite/manifest.json). */
export interface PageTemplate {
  html: string;
  manifest: Record<string, { file: string; imports?: string[] }>;
}

export interface DocumentParts {
  head: string;
  /** Emotion's style tags of the rendered markup. */
  styles: string;
  body: string;
  /** The JSON of the page's data (see ssr-state.ts). */
  state: string;
  stateId: string;
  /** The source module of the page's chunk, to preload beside the entry. */
  module?: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root"><\/div>/;

/** The built chunks a source module needs, itself first, as absolute paths. */
function chunksOf(template: PageTemplate, module: string, seen = new Set<string>()): string[] {
  const chunk = template.manifest[module];
  if (!chunk || seen.has(module)) return [];
  seen.add(module);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(template, imported, seen))];
}

/** index.html with the page in it: its head tags in place of the shell's title and description, markup, styles and data. */
export function pageDocument(template: PageTemplate, parts: DocumentParts): string {
  const inHead = new Set(template.html.match(/\/assets\/[^"]+\.js/g) ?? []);
  const preloads = (parts.module ? chunksOf(template, parts.module) : [])
    .filter((chunk) => !inHead.has(chunk))
    .map((chunk) => `<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}" />`);
  return template.html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${[parts.head, ...preloads, parts.styles].join('\n    ')}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${parts.stateId}">${parts.state}</script>`);
}
