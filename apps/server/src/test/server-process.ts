import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a server source file (main.ts, a CLI) as its own node process with tsx, on the given environment. */
function runSource(file: string, env: Record<string, string>, args: string[] = []): { child: ChildProcess; output: () => string } {
  // Where the data and the rate limits live is the test's choice (`env`), not inherited from the test run's shell.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'REDIS_URL')) as Record<string, string>;
  // `node --import tsx`, not the tsx binary: the binary forks node, and a SIGKILL would hit the wrapper, not the server.
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: serverRoot, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** The real server (src/main.ts) on an embedded database folder, listening once it says so. */
export async function startServer(env: Record<string, string>, timeoutMs: number) {
  const { child, output } = runSource('src/main.ts', env);
  const started = Date.now();
  while (!output().includes('is running at')) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    output,
    startMs: Date.now() - started,
    /** What a power cut or the OOM killer does: no shutdown hook runs, nothing is flushed by the process. */
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** Runs a command-line tool of the server to its end: its exit code and what it printed. */
export async function runCli(file: string, env: Record<string, string>, args: string[] = []) {
  const { child, output } = runSource(file, env, args);
  const code = await exited(child);
  return { code, output: output() };
}

/** A TCP port nobody listens on right now, for a server process of a test. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
