import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The feature folder a file is in (`<app>/src/features/<feature>`), or null. */
function featureOf(file: string, featuresFolder: string): string | null {
  const relative = path.relative(featuresFolder, file);
  if (relative.startsWith('..')) return null;
  const [feature] = relative.split(path.sep);
  return feature && feature !== relative ? path.join(featuresFolder, feature) : null;
}

/**
 * Each import by which a feature reaches into another feature's files (`<app>/src/features/<other>/...`) instead of
 * its index.ts, as 'importing file -> imported file', relative to `root`. The app's routes and shared folders may
 * import a feature's files (a route loads one component lazily); only feature to feature goes through the index.
 */
export function featureBoundaryCrossings(root: string, apps: readonly string[]): string[] {
  return apps.flatMap((app) => {
    const featuresFolder = path.join(root, app, 'src', 'features');
    return sourceFilesUnder(featuresFolder).flatMap((file) => {
      const own = featureOf(file, featuresFolder);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return importedFiles.flatMap(({ fileName }) => {
        if (!fileName.startsWith('.')) return [];
        const target = path.resolve(path.dirname(file), fileName);
        const other = featureOf(target, featuresFolder);
        if (!other || other === own || target === path.join(other, 'index.ts')) return [];
        return [`${path.relative(root, file)} -> ${path.relative(root, target)}`];
      });
    });
  });
}
