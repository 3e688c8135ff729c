import { parseArgs } from 'node:util';
import { emailField, passwordField, toViolations, translate, usernameField } from '@vo/domain';
import { z } from 'zod';
import { createAdminAccount } from '../admin/admin-account';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReference } from '../seed/reference';
import { uniqueness } from '../users/uniqueness';

/** `npm run create-admin -- --username NAME --email ADDRESS` with the password in ADMIN_PASSWORD (kept out of shell history). */
async function main() {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
  const input = z.object({ username: usernameField, email: emailField, password: passwordField })
    .safeParse({ ...values, password: process.env.ADMIN_PASSWORD });
  if (!input.success) {
    console.error('Usage: ADMIN_PASSWORD=... npm run create-admin -- --username NAME --email ADDRESS');
    for (const v of toViolations(input.error.issues)) console.error(`  ${v.propertyPath}: ${translate('en', v.code, v.params)}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    await seedReference(database.db);
    const { username, email, password } = input.data;
    if ((await uniqueness.usernameTaken(database.db, username)) || (await uniqueness.emailTaken(database.db, email))) {
      console.error(`A user with username ${username} or e-mail ${email} already exists.`);
      process.exit(1);
    }
    await createAdminAccount(database.db, { username, email, password });
    console.log(`Admin ${username} created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
