import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  /** Text content (calendar files), sent as is. */
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** What actually delivers a message; the outbox calls it, requests never do. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured; otherwise each message is logged and kept as an .eml under `<data dir>/outbox/`. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(path.resolve(options.dataDir), 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      options.log.info({ subject: message.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
