import { expect } from '@playwright/test';
import { outboxMails } from './appointments.ts';
import { readableMail } from './mail-text.ts';

/** The first mail to `email` that says `words` (decoded), once the outbox job has sent it. */
export async function mailSaying(email: string, words: string): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    found = (await outboxMails()).map(readableMail).find((mail) => mail.includes(`To: ${email}`) && mail.includes(words)) ?? '';
    return found !== '';
  }, { message: `a mail to ${email} saying "${words}"`, timeout: 20_000 }).toBe(true);
  return found;
}
