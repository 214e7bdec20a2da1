import { cpSync, mkdirSync } from 'node:fs';

const root = new URL('..', import.meta.url);
mkdirSync(new URL('dist', root), { recursive: true });
cpSync(new URL('index.html', root), new URL('dist/index.html', root));
