import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A free local port, asked of the operating system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second copy of the built app on a database of its own, for a test that needs another configuration
 * (start-server.mjs, as the main one, with extra environment variables).
 */
export async function startExtraServer(env: Record<string, string>): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../start-server.mjs', import.meta.url))], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: baseURL },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the extra server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
