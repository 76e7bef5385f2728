import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folderOf, mimeOfKey, storageOwners } from './keys.ts';
import { S3Storage } from './s3-storage.ts';
import { parseS3Url } from './s3-url.ts';

export interface CopyReport {
  copied: string[];
  present: string[];
  /** Files no service owns (not made by the platform): left where they are. */
  skipped: string[];
}

async function* storedFiles(dataDir: string): AsyncGenerator<string> {
  for (const area of ['media', 'private']) {
    const entries = await readdir(path.join(dataDir, area), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile()) yield path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }
}

const ownedKey = (key: string): boolean => {
  try {
    return storageOwners[folderOf(key)] !== undefined;
  } catch {
    return false;
  }
};

/** Copies a data directory's stored files into the bucket at the same keys; a file already there at its size is left alone. */
export async function copyDataDirToBucket(dataDir: string, bucket: S3Storage): Promise<CopyReport> {
  const report: CopyReport = { copied: [], present: [], skipped: [] };
  for await (const key of storedFiles(path.resolve(dataDir))) {
    if (!ownedKey(key)) {
      report.skipped.push(key);
      continue;
    }
    const file = path.join(dataDir, key);
    const { size } = await stat(file);
    if ((await bucket.sizeIfPresent(key)) === size) {
      report.present.push(key);
      continue;
    }
    await bucket.putAt(key, createReadStream(file), mimeOfKey(key));
    report.copied.push(key);
  }
  return report;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) {
    console.error('usage: npm run storage:copy -- --from <data dir> --to s3://bucket?endpoint=…&region=…');
    process.exit(2);
  }
  const report = await copyDataDirToBucket(values.from, new S3Storage(parseS3Url(values.to)));
  for (const key of report.skipped) console.log(`skipped (no service owns its folder): ${key}`);
  console.log(`copied ${report.copied.length}, already in the bucket ${report.present.length}, skipped ${report.skipped.length}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
