import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(import.meta.dirname, 'erasure-crash-child.ts');

/** Where the child stopped: the request it was erasing, and the database backend holding its open transaction. */
export interface StoppedErasure {
  requestId: number;
  backendPid: number;
}

/** `erasure-crash-child.ts` running as its own process, on the database at `databaseUrl`, with `dataDir` for its files. */
export class ErasureJobProcess {
  private readonly child: ChildProcess;
  private output = '';

  constructor(databaseUrl: string, dataDir: string) {
    // Node itself runs the script (not the tsx CLI, which runs it in a child of its own): a SIGKILL ends the job.
    this.child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, EMIND_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** Resolves when the child says it has erased and is waiting inside the transaction; rejects if it exits first. */
  stoppedMidErasure(): Promise<StoppedErasure> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = /^erased (\d+) (\d+)$/m.exec(this.output);
        if (match) resolve({ requestId: Number(match[1]), backendPid: Number(match[2]) });
      };
      this.child.stdout?.on('data', check);
      this.child.once('exit', (code, signal) => reject(new Error(`the job exited (${code ?? signal}) before erasing:\n${this.output}`)));
      check();
    });
  }

  /** SIGKILL, as a crash or an orchestrator's kill would end it: no handler runs, nothing is committed or rolled back by the job. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }
}
