import type { Actor, FuzzRequest } from './fuzz-requests';

export type FailureKind =
  | 'server error'
  | 'foreign id answered'
  | 'anonymous not refused with 401'
  | 'member reached the console'
  | 'member not refused with 403 by the console'
  | "another member's data in the answer"
  | 'path id not classified';

export interface Failure {
  kind: FailureKind;
  request: FuzzRequest;
  status: number;
  /** The answer's error code, or the thrown error's message for a 5xx. */
  title: string;
}

interface Group {
  key: string;
  count: number;
  actors: Set<Actor>;
  example: Failure;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);
const printable = (text: string) => JSON.stringify(text).slice(1, -1);

/** Counts what the fuzzer did and groups what went wrong by cause: kind, method, path template, status and title. */
export class FuzzReport {
  requests = 0;
  readonly statuses = new Map<number, number>();
  foreignTried = 0;
  foreignRefused = 0;
  anonymousTried = 0;
  anonymousRefused = 0;
  consoleTried = 0;
  sessionsRestored = 0;
  readonly failures: Failure[] = [];

  /** Milliseconds spent per operation, to find what makes a run slow. */
  readonly time = new Map<string, number>();

  answered(status: number, operation: string, ms: number) {
    this.requests += 1;
    this.time.set(operation, (this.time.get(operation) ?? 0) + ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  fail(failure: Failure) {
    this.failures.push(failure);
  }

  get serverErrors() {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }

  summary(seed: number, seconds: number, cpuSeconds: number): string {
    const byClass = [2, 3, 4, 5].map((c) => `${c}xx ${[...this.statuses].filter(([s]) => Math.floor(s / 100) === c).reduce((sum, [, n]) => sum + n, 0)}`);
    return [
      `API fuzz: seed ${seed}, ${this.requests} requests in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU): ${byClass.join(', ')}`,
      `  foreign ids: ${this.foreignRefused} of ${this.foreignTried} refused; anonymous on protected routes: ${this.anonymousRefused} of ${this.anonymousTried} got 401;` +
        ` member on console routes: ${this.consoleTried}; sessions restored after the fuzzer ended them: ${this.sessionsRestored}`,
      `  slowest: ${[...this.time].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([op, ms]) => `${op} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      `  failures: ${this.failures.length} (${group(this.failures).length} causes)`,
    ].join('\n');
  }

  /** One paragraph per cause, most frequent first, with one request to replay. */
  static describe(failures: Failure[]): string {
    return group(failures).map(({ key, count, actors, example: { request } }) => [
      `${count}× ${key}  [${[...actors].join(', ')}]`,
      `    e.g. ${request.actor} ${request.operation.method} ${printable(clip(request.url, 160))}`,
      request.payload === undefined ? '' : `    body (${request.bodyKind}, ${request.contentType}): ${printable(clip(request.payload.toString('latin1'), 160))}`,
    ].filter(Boolean).join('\n')).join('\n');
  }
}

function group(failures: Failure[]): Group[] {
  const groups = new Map<string, Group>();
  for (const failure of failures) {
    const { method, template } = failure.request.operation;
    const key = `${failure.kind}: ${method} ${template} → ${failure.status} ${failure.title}`;
    const found = groups.get(key) ?? { key, count: 0, actors: new Set<Actor>(), example: failure };
    found.count += 1;
    found.actors.add(failure.request.actor);
    groups.set(key, found);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
