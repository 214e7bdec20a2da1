/** A theme made with `cssVariables`: it writes its variables as style sheets of selectors and declarations. */
interface ThemeWithVariables {
  generateStyleSheets: () => object[];
}

type Block = { [key: string]: string | number | Block };

const property = (key: string) => (key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

function rules(selector: string, block: Block): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(block)) {
    if (typeof value === 'object') nested.push(rules(key, value));
    else declarations.push(`  ${property(key)}: ${value};`);
  }
  return [declarations.length > 0 ? `${selector} {\n${declarations.join('\n')}\n}` : '', ...nested].filter(Boolean).join('\n');
}

/**
 * The theme's CSS variables (`--mui-palette-primary-main`, `--mui-spacing`, `--mui-shadows-2`, `--mui-font-body2`, ...)
 * as a stylesheet: what MUI's CSS-variables provider would write into every page as inline style, built once with the
 * app's static CSS instead (web/build/write-theme-variables.ts). MUI's components and our stylesheets both read them.
 */
export function themeVariablesCss(theme: ThemeWithVariables): string {
  return `${theme.generateStyleSheets().map((sheet) => Object.entries(sheet as Block).map(([selector, block]) => rules(selector, block as Block)).join('\n')).join('\n')}\n`;
}
