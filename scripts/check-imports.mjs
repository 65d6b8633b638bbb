// The import rules ESLint's own rules cannot see, run by `npm run lint` after ESLint:
// 1. no import cycles among the files of src/ that run: static value imports and re-exports (type-only imports and
//    `import()` are erased or deferred, so they cannot leave a module half-initialised);
// 2. one way to write an import: `#layer/...` (package.json "imports") to reach another folder, `./` within a folder and
//    below it — never `../`, and never a `#` alias to a file of the importing file's own folder;
// 3. no zod in what the browser loads first: the island runtime, the hydrator and each island (src/ui/islands) reach
//    zod only through `import()` (a contract loaded with the first service call), never by a static import chain —
//    zod is 22.6 KB brotli that a page would fetch, compile and run before its island works (decision 042).
// Reads each file's imports with TypeScript's parser and resolves them as tsconfig.json does.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');
const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const options = config?.options ?? {};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(src);
const inSrc = new Set(files);
const graph = new Map();
const problems = [];
/** Files that import zod at run time (not type-only). */
const zodImporters = new Set();

/** Every module specifier of a file: static imports and re-exports (with whether they are type-only) and `import()`. */
function specifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      let typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      const named = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (!typeOnly && named && 'elements' in named && named.elements.length > 0 && !(ts.isImportDeclaration(node) && node.importClause?.name)) typeOnly = named.elements.every((element) => element.isTypeOnly);
      found.push({ spec: node.moduleSpecifier.text, at: node.getStart(source), runs: !typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ spec: node.arguments[0].text, at: node.getStart(source), runs: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const edges = [];
  for (const { spec, at, runs } of specifiers(file, text)) {
    if ((spec === 'zod' || spec.startsWith('zod/')) && runs) zodImporters.add(file);
    if (!spec.startsWith('.') && !spec.startsWith('#')) continue;
    const line = text.slice(0, at).split('\n').length;
    const where = `${relative(root, file)}:${line}`;
    const target = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!target) {
      problems.push(`${where}: cannot resolve '${spec}'`);
      continue;
    }
    const alias = target.startsWith(src + sep) ? `#${relative(src, target).split(sep).join('/')}` : `#${relative(root, target).split(sep).join('/')}`;
    if (spec.startsWith('../')) problems.push(`${where}: '${spec}' leaves its folder: import it as '${alias}'`);
    if (spec.startsWith('#') && dirname(target) === dirname(file)) problems.push(`${where}: '${spec}' is in the same folder: import it as './${relative(dirname(file), target)}'`);
    if (runs && inSrc.has(target)) edges.push(target);
  }
  graph.set(file, edges);
}

// Tarjan's strongly connected components: any component of more than one file (or a file importing itself) is a cycle.
let index = 0;
const stack = [];
const state = new Map();
function visit(file) {
  const node = { index, low: index, onStack: true };
  index += 1;
  state.set(file, node);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      node.low = Math.min(node.low, state.get(next).low);
    } else if (seen.onStack) node.low = Math.min(node.low, seen.index);
  }
  if (node.low === node.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
      problems.push(`import cycle: ${component.map((item) => relative(root, item)).sort().join(' ↔ ')}`);
    }
  }
}
for (const file of files) if (!state.has(file)) visit(file);

// Rule 3: breadth-first from each browser entry along static run-time imports; the first path to a zod importer is reported.
const browserEntries = files.filter((file) => {
  const path = relative(src, file).split(sep).join('/');
  return path === 'client/runtime.ts' || path === 'client/hydrate.tsx' || (path.startsWith('ui/islands/') && /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
});
for (const entry of browserEntries) {
  const previous = new Map([[entry, null]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (zodImporters.has(file)) {
      const chain = [];
      for (let at = file; at; at = previous.get(at)) chain.unshift(relative(root, at));
      problems.push(`${chain[0]} loads zod at once: ${chain.join(' → ')} → zod (import the schema with import(), or keep it in a module of its own)`);
      break;
    }
    for (const next of graph.get(file) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} import problem(s) (scripts/check-imports.mjs)`);
  process.exit(1);
}
console.log(`imports: ${files.length} files, no cycles, one import style, no zod in the ${browserEntries.length} browser entries`);
