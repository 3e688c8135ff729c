import { parseArgs } from 'node:util';

/** The one FILE argument of `npm run backup -- FILE` and `npm run restore -- FILE`; a wrong call prints the usage and exits 2. */
export function backupFileArgument(command: 'backup' | 'restore'): string {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(`Usage: npm run ${command} -- FILE   (the database named by DATABASE_URL, else the embedded one in DATA_DIR)`);
    process.exit(2);
  }
  return positionals[0]!;
}
