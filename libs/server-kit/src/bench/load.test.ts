import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { load, refuseUnexpectedAnswers, UnexpectedAnswersError } from './load.ts';

describe('refuseUnexpectedAnswers', () => {
  it('accepts answers of the expected statuses only', () => {
    expect(() => refuseUnexpectedAnswers('bookings', new Map([[201, 40], [409, 7]]), [201, 409])).not.toThrow();
  });

  it('refuses the figures when any answer is another status, naming each', () => {
    expect(() => refuseUnexpectedAnswers('bookings', new Map([[201, 3], [500, 97]]), [201, 409])).toThrow('expected only 201/409, got 201×3, 500×97');
  });

  it('counts connections that got no answer as unexpected', () => {
    expect(() => refuseUnexpectedAnswers('login', new Map([[200, 5], [0, 2]]), [200])).toThrow('no answer×2');
  });
});

describe('load', () => {
  let server: FastifyInstance | undefined;
  afterEach(() => server?.close());

  async function serve(status: number): Promise<string> {
    server = Fastify();
    server.get('/', async (_request, reply) => reply.code(status).send({ status }));
    return server.listen({ port: 0, host: '127.0.0.1' });
  }

  it('gives figures for a server answering as expected', async () => {
    const figures = await load(await serve(200), { connections: 2, duration: 1 });
    expect(figures.rps).toBeGreaterThan(0);
  });

  it('prints nothing for a server answering 500 fast: the benchmark of a broken route refuses', async () => {
    await expect(load(await serve(500), { connections: 2, duration: 1 })).rejects.toBeInstanceOf(UnexpectedAnswersError);
  });
});
