import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { createServer, messages } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_CONNECT_TIMEOUT_MS, proxyPrefixes } from '../../src/plugins/proxy.ts';
import { captureLogs, type LogLine } from '../log-capture.ts';

/**
 * A service host that takes no connection, as a machine that is gone: a listener frozen with SIGSTOP whose accept
 * queue the test fills, so the kernel drops the gateway's next connection attempt without refusing it.
 */
const frozenListener = `
  const server = require('node:net').createServer();
  server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
    console.log(server.address().port);
    process.kill(process.pid, 'SIGSTOP');
  });`;

let frozen: ChildProcess;
const queued: Socket[] = [];
let gateway: FastifyInstance;
const gatewayLines: LogLine[] = [];

/** Whether a new connection to the port is taken within 300 ms (false once the accept queue is full). */
function connects(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  queued.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    setTimeout(() => resolve(false), 300);
  });
}

beforeAll(async () => {
  frozen = spawn(process.execPath, ['-e', frozenListener], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => frozen.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))));
  let full = false;
  for (let attempt = 0; attempt < 10 && !full; attempt += 1) full = !(await connects(port));
  if (!full) throw new Error('the frozen listener kept taking connections');

  gateway = createServer(captureLogs(gatewayLines));
  await proxyPrefixes(gateway, `http://127.0.0.1:${port}`, ['/echo']);
  await gateway.ready();
});

afterAll(async () => {
  for (const socket of queued) socket.destroy();
  frozen?.kill('SIGKILL');
  await gateway?.close();
});

describe('a service whose host takes no connection', () => {
  it('answers 503 with the Spanish message after the connect timeout, not a 504 nor a hang', async () => {
    const asked = Date.now();
    const response = await gateway.inject({ method: 'GET', url: '/api/echo/anything' });
    const waited = Date.now() - asked;
    expect(waited).toBeGreaterThanOrEqual(UPSTREAM_CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(UPSTREAM_CONNECT_TIMEOUT_MS + 2000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: messages.serviceUnavailable, request_id: response.headers['x-request-id'] });
  });
});
