import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface ServiceProcessOptions {
  /**
   * Node itself runs the entry file (`node --import tsx`) instead of the tsx CLI, which runs it in a child and
   * relays only the signals it can catch: a SIGKILL then ends the service, not a wrapper that leaves it running.
   */
  nodeRunsService?: boolean;
}

/** One of the product's processes (a service's or the gateway's entry file), as the split deployment runs it. */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  readonly output: string[] = [];

  constructor(
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly options: ServiceProcessOptions = {},
  ) {}

  start(): void {
    const entry = path.join(root, this.script);
    // `--import tsx` resolves from the working directory: the repository's.
    const [command, args, cwd]: [string, string[], string | undefined] = this.options.nodeRunsService
      ? [process.execPath, ['--import', 'tsx', entry], root]
      : [tsx, [entry], undefined];
    this.child = spawn(command, args, { cwd, env: { EMIND_METRICS_PORT: 'off', ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
  }

  /** Sends a signal as an orchestrator would (the graceful-shutdown tests). */
  signal(name: NodeJS.Signals): void {
    this.child?.kill(name);
  }

  /** Resolves with the exit code (null when a signal ended it). */
  exited(): Promise<number | null> {
    const child = this.child;
    if (!child) return Promise.resolve(null);
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  async stop(): Promise<void> {
    const child = this.child;
    // A child a signal ended (a SIGKILL) has exitCode null: it must not be waited for again.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
