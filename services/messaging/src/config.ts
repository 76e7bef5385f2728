import { mailConfigFromEnv, publicOriginFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';
import { z } from 'zod';
import { documentsConfigFromEnv, type DocumentsConfig } from './documents/documents-config.ts';

export interface MessagingConfig extends ServiceConfig, MailConfig {
  /** Origin of the links in mails (EMIND_PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** An unread message older than this is told by mail, once per conversation until read (EMIND_MESSAGE_MAIL_MINUTES). */
  mailAfterMinutes: number;
  /** Set: the live bus crosses instances through Redis pub/sub; unset: through Postgres LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** EMIND_MESSAGING_KEY: what the live bus's key is derived from (server-kit's busKey). */
  busSecret?: string | undefined;
  /** Shared documents' password limits and retention; `defaultDocumentsConfig` when absent. */
  documents?: DocumentsConfig;
}

const messagingEnvSchema = z.object({
  EMIND_MESSAGE_MAIL_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(15),
  REDIS_URL: z.url().optional(),
  EMIND_MESSAGING_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
});

export function messagingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MessagingConfig {
  const parsed = readConfigOrExit(messagingEnvSchema, env);
  return {
    ...serviceConfigFromEnv('MESSAGING_PORT', 8109, env),
    ...mailConfigFromEnv(env),
    publicOrigin: publicOriginFromEnv(env),
    mailAfterMinutes: parsed.EMIND_MESSAGE_MAIL_MINUTES,
    redisUrl: parsed.REDIS_URL,
    busSecret: parsed.EMIND_MESSAGING_KEY,
    documents: documentsConfigFromEnv(env),
  };
}
