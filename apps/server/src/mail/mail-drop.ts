import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailTransport } from './mailer';

let sequence = 0;

/**
 * Development and browser-test delivery without SMTP (MAIL_DROP_DIR): one JSON file per mail, named so
 * that they sort in delivery order. The outbox masks one-time links; these files are the mailbox.
 */
export function mailDrop(dir: string): MailTransport {
  return {
    async sendMail(mail) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      await writeFile(join(dir, `${Date.now()}-${String(sequence).padStart(6, '0')}.json`), JSON.stringify(mail));
    },
  };
}
