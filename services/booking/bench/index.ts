// What other services' benchmarks use of booking's: a scratch database and the CPU a process used.
export { createScratchDatabase } from './bench-database.ts';
export { cpuMs } from './process-cpu.ts';
