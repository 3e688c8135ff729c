import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore against a DATABASE_URL. The password goes to the tool through PGPASSWORD, not on its
 * command line, where any local user could read it in the process list.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} not found: install the PostgreSQL client tools (Debian: postgresql-client)`) : error));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}):\n${errors.trim()}`))));
  });
}
