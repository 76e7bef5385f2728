import type { FastifyInstance } from 'fastify';

export interface LogLine {
  reqId?: string;
  level: number;
  msg?: string;
}

/** createServer options that keep every JSON log line of the app in `lines`. */
export const captureLogs = (lines: LogLine[]) => ({ logLevel: 'info', logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } });

/** The messages logged for one request id. */
export const messagesOf = (lines: LogLine[], id: string) => lines.filter((line) => line.reqId === id).map((line) => line.msg);

export const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};
