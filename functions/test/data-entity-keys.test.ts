import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DATA_ENTITIES, TABLE_INDEXES } from '../src/data/table/definition';

/**
 * Each entity folder of functions/src/data owns its keys: another entity asks it for an operation (a read, a
 * transaction step), never for a key to build its own request with. table/ is the shared base every entity uses.
 */
const DATA_DIR = resolve(__dirname, '../src/data');
const SHARED_BASE = 'table';
/** Names of key builders: item keys, index keys, partition and sort-key builders, key constants. */
const KEY_BUILDER = /Keys?$|^keyOf|Pk$|Sk$|Partition$|KEY/;
/** The one module that names every index: the table's definition. */
const DEFINITION = join(DATA_DIR, 'table', 'definition.ts');

const tsFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });

/** The first-level folder under functions/src/data holding a file: its entity. */
const entityOf = (path: string) => relative(DATA_DIR, path).split(sep)[0]!;
const dataPath = (path: string) => relative(DATA_DIR, path).split(sep).join('/');

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
};

interface ImportOf {
  /** The imported names (as the other module exports them); `*` for a namespace import or a bare `export *`. */
  names: string[];
  target: string;
}

const importsOf = (file: string): ImportOf[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: ImportOf[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let names: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      const clause = statement.importClause;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) names = names.concat(bindings.elements.map((e) => (e.propertyName ?? e.name).text));
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier;
      const clause = statement.exportClause;
      names = clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : ['*'];
    }
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolveModule(file, specifier.text);
    if (target) found.push({ names, target });
  }
  return found;
};

/**
 * The index slots a module names in its code (not its comments): string literals, template parts and identifiers
 * such as 'gsi3', `gsi3pk = :pk`, 'REMOVE gsi4pk, gsi4sk' or { gsi7pk }.
 */
const slotsNamed = (file: string): Set<string> => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const slots = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const [, slot] of node.text.matchAll(/\b(gsi\d+)(?:pk|sk)?\b/g)) slots.add(slot!);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return slots;
};

const files = tsFiles(DATA_DIR);

describe('data entities and their keys', () => {
  it('finds the data modules', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("no data module imports another entity's key builders", () => {
    const violations = files.flatMap((file) =>
      importsOf(file).flatMap(({ names, target }) => {
        if (!target.startsWith(DATA_DIR + sep)) return [];
        const entity = entityOf(target);
        if (entity === entityOf(file) || entity === SHARED_BASE) return [];
        const fromKeysModule = target.endsWith(`${sep}keys.ts`);
        const offending = names.filter((name) => fromKeysModule || name === '*' || KEY_BUILDER.test(name));
        return offending.map((name) => `${dataPath(file)} imports ${name} from ${dataPath(target)}`);
      }),
    );
    expect(violations).toEqual([]);
  });

  it('the entity folders are the ones the table definition names', () => {
    const folders = readdirSync(DATA_DIR).filter((name) => statSync(join(DATA_DIR, name)).isDirectory());
    expect(folders.sort()).toEqual([...DATA_ENTITIES].sort());
  });

  it('only the entities listed for an index slot name it, and each listed entity does', () => {
    const slots = new Map<string, Set<string>>(TABLE_INDEXES.map((index) => [index.indexName, new Set()]));
    const strays = files
      .filter((file) => file !== DEFINITION)
      .flatMap((file) =>
        [...slotsNamed(file)].flatMap((slot) => {
          const index = TABLE_INDEXES.find((candidate) => candidate.indexName === slot);
          slots.get(slot)?.add(entityOf(file));
          if (!index) return [`${dataPath(file)} names ${slot}, which the table does not have`];
          return (index.usedBy as readonly string[]).includes(entityOf(file)) ? [] : [`${dataPath(file)} names ${slot}, not used by ${entityOf(file)}`];
        }),
      );
    expect(strays).toEqual([]);
    const unused = TABLE_INDEXES.flatMap((index) =>
      index.usedBy.filter((entity) => !slots.get(index.indexName)!.has(entity)).map((entity) => `${index.indexName} lists ${entity}, whose modules never name it`),
    );
    expect(unused).toEqual([]);
  });

  it('docs/architecture.md lists every index slot with the entities the definition gives it', () => {
    const architecture = readFileSync(join(import.meta.dirname, '../../docs/architecture.md'), 'utf8');
    const documented = new Map(
      [...architecture.matchAll(/^\| (gsi\d+) \| [^|]+ \| ([^|]+) \|/gm)].map((row) => [row[1]!, row[2]!.split(',').map((entity) => entity.trim()).sort()]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(TABLE_INDEXES.map((index) => [index.indexName, [...index.usedBy].sort()])));
  });
});
