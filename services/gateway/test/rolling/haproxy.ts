import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const config = path.resolve(import.meta.dirname, '../../../../ops/haproxy/e-mind.cfg');

/** Debian's HAProxy (in /usr/sbin, which a non-root PATH may lack), or an error saying how to get it. */
export function requireHaproxy(): string {
  const binary = ['haproxy', '/usr/sbin/haproxy'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);
  if (!binary) throw new Error('haproxy is not installed: the rolling-restart test needs it (apt-get install -y haproxy; .ci/run installs it in CI)');
  return binary;
}

/** HAProxy running ops/haproxy/e-mind.cfg in the foreground, its addresses given through the environment. */
export class Haproxy {
  private child: ChildProcess | null = null;
  readonly output: string[] = [];

  constructor(
    readonly bookingUrl: string,
    private readonly statsUrl: string,
    private readonly env: { EMIND_LB_BOOKING_BIND: string; EMIND_LB_STATS_BIND: string; BOOKING_1: string; BOOKING_2: string },
  ) {}

  static async start(ports: { booking: number; stats: number }, instances: [number, number]): Promise<Haproxy> {
    const binary = requireHaproxy();
    const address = (port: number) => `127.0.0.1:${port}`;
    const haproxy = new Haproxy(`http://${address(ports.booking)}`, `http://${address(ports.stats)}/stats;csv`, {
      EMIND_LB_BOOKING_BIND: address(ports.booking),
      EMIND_LB_STATS_BIND: address(ports.stats),
      BOOKING_1: address(instances[0]),
      BOOKING_2: address(instances[1]),
    });
    haproxy.child = spawn(binary, ['-f', config, '-db'], { env: { ...process.env, ...haproxy.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => haproxy.output.push(chunk.toString());
    haproxy.child.stdout?.on('data', keep);
    haproxy.child.stderr?.on('data', keep);
    return haproxy;
  }

  /** Each booking server's state as HAProxy's checks see it (`UP`, `DOWN`, or a transition such as `UP 1/2`). */
  async states(): Promise<Map<string, string>> {
    const csv = await fetch(this.statsUrl).then((response) => (response.ok ? response.text() : ''), () => '');
    const [header, ...rows] = csv.split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    const field = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
    const states = new Map<string, string>();
    for (const row of rows.map((line) => line.split(','))) {
      if (field(row, 'pxname') === 'booking' && /^booking\d$/.test(field(row, 'svname'))) states.set(field(row, 'svname'), field(row, 'status'));
    }
    return states;
  }

  /** Waits until HAProxy's checks see this server in this state. */
  async until(server: string, state: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.states()).get(server) !== state) {
      if (Date.now() > deadline) throw new Error(`HAProxy never saw ${server} ${state}; it saw ${JSON.stringify([...(await this.states())])}\n${this.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
