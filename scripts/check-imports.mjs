// The import rules ESLint's own rules cannot see, run by `npm run lint` after ESLint:
// 1. no import cycles among the files of src/ (type-only imports included: a cycle of types still ties two modules together);
// 2. one way to write an import: `#layer/...` (package.json "imports") to reach another folder, `./` within a folder and
//    below it — never `../`, and never a `#` alias to a file of the importing file's own folder.
// Reads each file's import specifiers with TypeScript's pre-processor and resolves them as tsconfig.json does.
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

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const edges = [];
  for (const imported of importedFiles) {
    const spec = imported.fileName;
    if (!spec.startsWith('.') && !spec.startsWith('#')) continue;
    const line = text.slice(0, imported.pos).split('\n').length;
    const where = `${relative(root, file)}:${line}`;
    const target = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!target) {
      problems.push(`${where}: cannot resolve '${spec}'`);
      continue;
    }
    if (spec.startsWith('../')) problems.push(`${where}: '${spec}' leaves its folder: import it as '#${relative(src, target).split(sep).join('/')}'`);
    if (spec.startsWith('#') && dirname(target) === dirname(file)) problems.push(`${where}: '${spec}' is in the same folder: import it as './${relative(dirname(file), target)}'`);
    if (inSrc.has(target)) edges.push(target);
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

if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} import problem(s) (scripts/check-imports.mjs)`);
  process.exit(1);
}
console.log(`imports: ${files.length} files, no cycles, one import style`);
