import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.nx', '.data', 'test-results', 'playwright-report']);

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each file's imports of other files of the repo, type-only ones included (a cycle of types is still a knot to untie). */
function importGraph(root: string, files: string[]): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
        return resolved && known.has(resolved) ? [resolved] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected groups of more than one file (Tarjan), as paths relative to `root`. */
function cyclesOf(graph: Map<string, string[]>, root: string): string[][] {
  const marks = new Map<string, { index: number; lowLink: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): { index: number; lowLink: number } => {
    const mark = { index: marks.size, lowLink: marks.size };
    marks.set(file, mark);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      const seen = marks.get(target);
      if (!seen) mark.lowLink = Math.min(mark.lowLink, visit(target).lowLink);
      else if (onStack.has(target)) mark.lowLink = Math.min(mark.lowLink, seen.index);
    }
    if (mark.lowLink !== mark.index) return mark;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      group.push(path.relative(root, member));
    }
    if (group.length > 1) groups.push(group.sort());
    return mark;
  };
  for (const file of graph.keys()) if (!marks.has(file)) visit(file);
  return groups;
}

/** The import cycles among the TypeScript files of the given top-level folders, across packages too. */
export function importCycles(root: string, folders: string[]): string[][] {
  const files = folders.flatMap((folder) => sourceFilesUnder(path.join(root, folder)));
  return cyclesOf(importGraph(root, files), root);
}
