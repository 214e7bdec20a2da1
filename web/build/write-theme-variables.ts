import { writeFileSync } from 'node:fs';
import { theme } from '../src/app/theme';
import { themeVariablesCss } from '../src/app/theme-variables';

/** Writes the theme's variables where src/app/styles.css imports them from; run by `npm run build` before Vite. */
const target = new URL('../src/app/theme-variables.css', import.meta.url);
writeFileSync(target, `/* Generated from src/app/theme.ts by build/write-theme-variables.ts: edit the theme, not this file. */\n${themeVariablesCss(theme)}`);
