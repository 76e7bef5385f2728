// Summarises a V8 CPU profile (`node --cpu-prof`): the functions with the most self time, the packages that time
// is spent in, the nearest project function (services/, libs/) of each sample, and the stacks (leaf first, a few
// frames deep) that held the CPU most, each as a share of the busy samples (idle left out). A window file (JSON
// `{ "from": µs, "to": µs }` on the monotonic clock, as the front-door benchmark writes it) keeps only its samples.
// Usage: npx tsx libs/server-kit/src/bench/cpu-profile.ts <file.cpuprofile> [window.json] [rows=15] [depth=5]
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  timeDeltas: number[];
}

export interface Window {
  from: number;
  to: number;
}

const IDLE = new Set(['(idle)', '(program)']);

const PROJECT_CODE = /\/(services|libs)\/[^]*$/;

const packageOf = (url: string): string =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (PROJECT_CODE.test(url) ? 'project code' : url.startsWith('node:') ? 'node' : url ? url : 'native / V8');

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const where = url ? `${url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '~/').replace(/^.*\/(services|libs)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

export function summariseProfile(profile: CpuProfile, rows: number, depth: number, window?: Window): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfCounts = new Map<string, number>();
  const stackCounts = new Map<string, number>();
  const packageCounts = new Map<string, number>();
  const projectCounts = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  let busy = 0;
  let time = profile.startTime;
  for (const [index, sample] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window.from || time > window.to)) continue;
    const leaf = byId.get(sample);
    if (!leaf || IDLE.has(leaf.callFrame.functionName)) continue;
    busy += 1;
    count(selfCounts, frameName(leaf.callFrame));
    count(packageCounts, packageOf(leaf.callFrame.url));
    let project = '(none: Node, Fastify and libraries only)';
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (frame && !frame.url.includes('node_modules') && PROJECT_CODE.test(frame.url)) {
        project = frameName(frame);
        break;
      }
    }
    count(projectCounts, project);
    const frames: string[] = [];
    for (let id: number | undefined = sample; id !== undefined && frames.length < depth; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (node && node.callFrame.functionName !== '(root)') frames.push(frameName(node.callFrame));
    }
    count(stackCounts, frames.join('\n      ← '));
  }
  const top = (counts: Map<string, number>) =>
    [...counts].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([name, count]) => `  ${((count / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `${busy} busy samples`,
    'self time by package:', ...top(packageCounts),
    'self time:', ...top(selfCounts),
    'nearest project function (inclusive):', ...top(projectCounts),
    `stacks (leaf first, ${depth} frames):`, ...top(stackCounts),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [file, windowFile, rows = '15', depth = '5'] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [window.json] [rows] [depth]');
  const window = windowFile ? (JSON.parse(await readFile(windowFile, 'utf8')) as Window) : undefined;
  console.log(summariseProfile(JSON.parse(await readFile(file, 'utf8')) as CpuProfile, Number(rows), Number(depth), window));
}
