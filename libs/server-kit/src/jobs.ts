import type { FastifyInstance } from 'fastify';

export interface Job {
  name: string;
  run(): Promise<unknown>;
}

/**
 * Runs each job every `intervalMs` on this instance, never overlapping itself, until the app closes. That a
 * job runs once across instances is the job's own doing (SKIP LOCKED claims, conditional updates, unique rows).
 */
export function scheduleJobs(app: FastifyInstance, jobs: Job[], intervalMs: number): void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async (): Promise<void> => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await job.run();
      } catch (error) {
        app.log.warn({ job: job.name, err: error }, 'job failed; it runs again on the next tick');
      }
    }
  };
  const loop = (): void => {
    if (stopped) return;
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(loop, intervalMs);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
