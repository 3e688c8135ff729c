import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser tests' mailbox: the server delivers to this folder (MAIL_DROP_DIR), since the outbox the admin
 * console shows masks one-time links. One folder per E2E_PORT, emptied when the test server starts.
 */
export const MAIL_DROP_DIR = join(tmpdir(), `vo-e2e-mail-${process.env.E2E_PORT ?? 3199}`);

export interface DroppedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail delivered to an address that passes `wanted`, waiting for the dispatcher (it runs every few seconds). */
export async function deliveredMailTo(email: string, wanted: (mail: DroppedMail) => boolean, timeoutMs = 20_000): Promise<DroppedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(MAIL_DROP_DIR).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(MAIL_DROP_DIR, file), 'utf8')) as DroppedMail;
      if (mail.to === email && wanted(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The live password-reset link the member received (the outbox shows it masked). */
export async function deliveredResetLink(email: string): Promise<string> {
  const mail = await deliveredMailTo(email, (m) => m.text.includes('/auth/reset-password/'));
  return /https?:\/\/\S+\/auth\/reset-password\/[\w-]+/.exec(mail.text)![0];
}
