import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath` (from the repository root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
});

describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('keeps infra and local apart', async () => {
    expect(await boundaryErrors('infra/src/x.ts', "import { startRuntime } from '@surplus/local/src/runtime';\nexport const x = startRuntime;\n")).toEqual([
      'There is no policy allowing dependencies from elements of type "infra" to elements of type "local"',
    ]);
    expect(await boundaryErrors('local/src/x.ts', "import { WEB_DIST } from '../../infra/src/paths';\nexport const x = WEB_DIST;\n")).toHaveLength(1);
  });

  it('lets infra and local use functions and shared', async () => {
    expect(await boundaryErrors('infra/src/x.ts', "import { httpRoutes } from '@surplus/functions/routes';\nexport const x = httpRoutes;\n")).toEqual([]);
    expect(await boundaryErrors('local/src/x.ts', "import { securityHeaders } from '@surplus/shared/security-headers';\nexport const x = securityHeaders;\n")).toEqual([]);
  });

  it('keeps shared free of the other workspaces, and web free of the server', async () => {
    expect(await boundaryErrors('shared/src/x.ts', "import { httpRoutes } from '@surplus/functions/routes';\nexport const x = httpRoutes;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/x.ts', "import { httpRoutes } from '@surplus/functions/routes';\nexport const x = httpRoutes;\n")).toHaveLength(1);
  });

  it('lets only the page renderer import the web app', async () => {
    const renderer = "import { renderPage } from '@surplus/web/ssr';\nexport const x = renderPage;\n";
    expect(await boundaryErrors('functions/src/handlers/site/x.ts', renderer)).toEqual([]);
    expect(await boundaryErrors('functions/src/handlers/http/x.ts', renderer)).toHaveLength(1);
    expect(await boundaryErrors('functions/src/data/x.ts', renderer)).toHaveLength(1);
  });

  it('keeps the layers of functions/src pointing down', async () => {
    const handler = "import { handler } from '../handlers/http/get-item';\nexport const x = handler;\n";
    expect(await boundaryErrors('functions/src/middleware/x.ts', handler)).toHaveLength(1);
    expect(await boundaryErrors('functions/src/data/x.ts', handler)).toHaveLength(1);
    expect(await boundaryErrors('functions/src/use-cases/x.ts', handler)).toHaveLength(1);
    expect(await boundaryErrors('functions/src/lib/x.ts', "import { findItem } from '../data/listings/items';\nexport const x = findItem;\n")).toHaveLength(1);
    expect(await boundaryErrors('functions/src/aws/x.ts', "import { findItem } from '../data/listings/items';\nexport const x = findItem;\n")).toHaveLength(1);
    expect(await boundaryErrors('functions/src/data/x.ts', "import { deleteAccount } from '../use-cases/account-deletion';\nexport const x = deleteAccount;\n")).toHaveLength(1);
    expect(await boundaryErrors('functions/src/use-cases/x.ts', "import { findItem } from '../data/listings/items';\nexport const x = findItem;\n")).toEqual([]);
    // The router reaches handler modules only through a function's entry, written from the route table.
    expect(await boundaryErrors('functions/src/router/x.ts', handler)).toHaveLength(1);
    expect(await boundaryErrors('functions/src/data/x.ts', "import { bodyLimit } from '../middleware/body-limit';\nexport const x = bodyLimit;\n")).toHaveLength(1);
  });

  it('keeps each web feature apart from the others, on top of the shared layers', async () => {
    const never = (feature: string) =>
      `A feature never imports another feature (${feature}): move what both use to components, hooks, lib or api, or compose them in app/`;
    // Another feature, through its index.ts or its internals, is refused.
    expect(await boundaryErrors('web/src/features/home/x.ts', "import { HeaderSearch } from '../search';\nexport const x = HeaderSearch;\n")).toEqual([never('search')]);
    expect(
      await boundaryErrors('web/src/features/home/components/x.tsx', "import { InventoryTable } from '../../inventory/components/InventoryTable';\nexport const x = InventoryTable;\n"),
    ).toEqual([never('inventory')]);
    // Its own files, from any of its folders, are its own.
    expect(await boundaryErrors('web/src/features/inventory/x.ts', "import { InventoryTable } from './components/InventoryTable';\nexport const x = InventoryTable;\n")).toEqual([]);
    expect(await boundaryErrors('web/src/features/inventory/components/x.tsx', "import { useItem } from '../api/get-item';\nexport const x = useItem;\n")).toEqual([]);
    // The shared layers are what features build on.
    const shared = [
      "import { Pager } from '../../components/Pager';\nexport const x = Pager;\n",
      "import { useToast } from '../../hooks/use-toast';\nexport const x = useToast;\n",
      "import { unitsLabel } from '../../lib/format';\nexport const x = unitsLabel;\n",
      "import { useUser } from '../../api/get-user';\nexport const x = useUser;\n",
    ];
    for (const code of shared) expect(await boundaryErrors('web/src/features/home/x.ts', code), code).toEqual([]);
    // The app composes features; the shared layers never import one.
    expect(await boundaryErrors('web/src/app/x.ts', "import { InventoryTable } from '../features/inventory/components/InventoryTable';\nexport const x = InventoryTable;\n")).toEqual([]);
    expect(await boundaryErrors('web/src/lib/x.ts', "import { InventoryTable } from '../features/inventory/components/InventoryTable';\nexport const x = InventoryTable;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/components/x.ts', "import { HeaderSearch } from '../features/search';\nexport const x = HeaderSearch;\n")).toHaveLength(1);
  });

  it("refuses MUI's button, icon button, alert and icons in the web app: each widget has one component", async () => {
    const restricted = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'web/src/features/home/x.tsx' });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
    };
    expect(await restricted("import Button from '@mui/material/Button';\nexport const x = Button;\n")).toEqual([
      "'@mui/material/Button' import is restricted from being used. Use PlainButton (web/src/components/PlainButton.tsx).",
    ]);
    for (const code of [
      "import IconButton from '@mui/material/IconButton';\nexport const x = IconButton;\n",
      "import Alert from '@mui/material/Alert';\nexport const x = Alert;\n",
      "import AddIcon from '@mui/icons-material/Add';\nexport const x = AddIcon;\n",
      "import { Button } from '@mui/material';\nexport const x = Button;\n",
    ])
      expect(await restricted(code), code).toHaveLength(1);
    expect(await restricted("import { PlainButton } from '../../components/PlainButton';\nexport const x = PlainButton;\n")).toEqual([]);
    expect(await restricted("import TextField from '@mui/material/TextField';\nexport const x = TextField;\n")).toEqual([]);
  });
});
