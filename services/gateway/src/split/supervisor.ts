import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { RestartBackoff, type BackoffPolicy } from './backoff.ts';

export interface ProcessSpec {
  name: string;
  /** Entry file, relative to the repository root. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** Answers 200 once the process serves (its migrations done). */
  healthUrl: string;
  /** Runs after each (re)start, once the process answers its health check. */
  onHealthy?: () => Promise<void>;
}

export interface SupervisorOptions {
  /** The repository root: the entry files are relative to it, and tsx is installed there. */
  root: string;
  log: (line: string) => void;
  backoff?: BackoffPolicy;
}

interface Supervised {
  spec: ProcessSpec;
  backoff: RestartBackoff;
  child: ChildProcess | null;
  startedAt: number;
  /** Until it first answers its health check, an exit is a failed start (a bad setting, say), not a crash to restart. */
  servedOnce: boolean;
  restartTimer: NodeJS.Timeout | null;
  started: { resolve: () => void; reject: (error: Error) => void };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Keeps the split deployment's processes running: one that dies after it has served is restarted with backoff,
 * each exit and restart logged, while the others go on serving.
 */
export class Supervisor {
  private readonly processes: Supervised[] = [];
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts the process; resolves once it answers its health check, rejects if it exits before that. */
  launch(spec: ProcessSpec): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry: Supervised = {
        spec, backoff: new RestartBackoff(this.options.backoff), child: null, startedAt: 0, servedOnce: false, restartTimer: null,
        started: { resolve, reject },
      };
      this.processes.push(entry);
      this.spawn(entry);
    });
  }

  /** No more restarts; SIGTERM to each process in reverse start order (the gateway first), each awaited while it drains. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const entry of this.processes) if (entry.restartTimer) clearTimeout(entry.restartTimer);
    for (const entry of [...this.processes].reverse()) {
      const child = entry.child;
      if (!child) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }

  /** An operator's second Ctrl-C: no more waiting for anyone to drain. */
  kill(): void {
    for (const entry of this.processes) entry.child?.kill('SIGKILL');
  }

  private spawn(entry: Supervised): void {
    entry.restartTimer = null;
    // Node with tsx's loader rather than the tsx command: the pid logged is the server's own, so a signal sent to
    // it reaches the server, not a wrapper that would die and leave the server holding its port.
    const child = spawn(process.execPath, ['--import', 'tsx', entry.spec.script], {
      cwd: this.options.root,
      env: entry.spec.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: Ctrl-C reaches the runner only, which stops the processes once and in order.
      detached: true,
    });
    entry.child = child;
    entry.startedAt = Date.now();
    this.options.log(`${entry.spec.name} started (pid ${child.pid})`);
    child.once('exit', (code, signal) => this.exited(entry, child, signal ? `signal ${signal}` : `code ${code}`));
    void this.awaitHealthy(entry, child);
  }

  private async awaitHealthy(entry: Supervised, child: ChildProcess): Promise<void> {
    while (entry.child === child && !this.stopping) {
      const answered = await fetch(entry.spec.healthUrl, { signal: AbortSignal.timeout(2000) }).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      if (answered) return this.healthy(entry, child);
      await sleep(300);
    }
  }

  private async healthy(entry: Supervised, child: ChildProcess): Promise<void> {
    const { name, onHealthy } = entry.spec;
    try {
      await onHealthy?.();
    } catch (error) {
      if (!entry.servedOnce) return entry.started.reject(new Error(`${name} is up but its start failed: ${messageOf(error)}`));
      this.options.log(`${name} is back but its start failed: ${messageOf(error)}`);
    }
    this.options.log(`${name} ${entry.servedOnce ? 'is back' : 'is ready'} (pid ${child.pid})`);
    entry.servedOnce = true;
    entry.started.resolve();
  }

  private exited(entry: Supervised, child: ChildProcess, how: string): void {
    if (entry.child !== child) return;
    entry.child = null;
    const { name, healthUrl } = entry.spec;
    if (this.stopping) {
      this.options.log(`${name} stopped (${how})`);
      return;
    }
    if (!entry.servedOnce) {
      entry.started.reject(new Error(`${name} exited (${how}) before it answered ${healthUrl}`));
      return;
    }
    const upFor = Date.now() - entry.startedAt;
    const delay = entry.backoff.next(upFor);
    this.options.log(`${name} (pid ${child.pid}) exited (${how}) after ${seconds(upFor)}; restarting in ${seconds(delay)}`);
    entry.restartTimer = setTimeout(() => this.spawn(entry), delay);
  }
}
