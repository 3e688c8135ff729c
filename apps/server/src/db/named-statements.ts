import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql, type Placeholder } from 'drizzle-orm';
import pg from 'pg';

type Param = string | number | bigint | boolean | Date | null | undefined;

function literal(value: Param): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`a named statement cannot take ${value}`);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new TypeError(`a named statement takes text, number, boolean, date or null parameters, not ${typeof value}`);
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const DUPLICATE_PREPARED_STATEMENT = '42P05';
/** Marks a transaction object of NamedStatementsPGlite with its client, for statements built on a transaction. */
const OWNER = Symbol('NamedStatementsPGlite');

const executeText = (name: string, params: Param[]) => (params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`);

/**
 * PGlite whose named statements keep their plan, as node-postgres's do on a server. PGlite's `query`
 * parses and plans every statement anew (its extended protocol only uses the unnamed statement), and in
 * WebAssembly planning a join costs several times running it (bench/README.md, section 1). A statement named here is
 * `PREPARE`d once on PGlite's one connection and each `query` with its exact text runs `EXECUTE` instead,
 * so PostgreSQL plans it a few times and then reuses its generic plan. The parameters become SQL literals
 * (quoted by node-postgres's `escapeLiteral`), so only plain values are accepted.
 */
export class NamedStatementsPGlite extends PGlite {
  readonly #names = new Map<string, string>();
  /** PREPAREs started outside a transaction, by name. */
  readonly #prepared = new Map<string, Promise<unknown>>();
  /** Names known to be prepared on the connection: a PREPARE outlives even a rolled back transaction. */
  readonly #done = new Set<string>();

  /** Runs every later `query` of exactly `text` as `EXECUTE name(…)`. */
  name(name: string, text: string): void {
    if (!IDENTIFIER.test(name)) throw new Error(`statement name ${name} is not a plain identifier`);
    const taken = [...this.#names].find(([other, n]) => n === name && other !== text);
    if (taken) throw new Error(`statement name ${name} is already used by another statement`);
    this.#names.set(text, name);
  }

  override async query<T>(text: string, params: Param[] = [], options?: QueryOptions): Promise<Results<T>> {
    const name = this.#names.get(text);
    if (!name) return super.query<T>(text, params, options);
    await this.#prepare(name, text);
    const [result] = await this.exec(executeText(name, params), options);
    return result as Results<T>;
  }

  /**
   * PGlite's transaction queries through its own object, not `query` above (decision 119): the object handed to the
   * callback runs the named statements as EXECUTE too. It cannot wait for a PREPARE queued outside (that one waits for
   * this transaction to end), so it looks the name up in the catalog and prepares it itself when missing.
   */
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(Object.create(tx, { query: { value: this.#queryIn(tx) }, [OWNER]: { value: this } }) as Transaction));
  }

  #queryIn(tx: Transaction) {
    return async <T>(text: string, params: Param[] = [], options?: QueryOptions): Promise<Results<T>> => {
      const name = this.#names.get(text);
      if (!name) return tx.query<T>(text, params, options);
      if (!this.#done.has(name)) {
        const known = await tx.query('select 1 from pg_prepared_statements where name = $1', [name]);
        if (!known.rows.length) await tx.exec(`prepare ${name} as ${text}`);
        this.#done.add(name);
      }
      const [result] = await tx.exec(executeText(name, params), options);
      return result as Results<T>;
    };
  }

  #prepare(name: string, text: string): Promise<unknown> {
    if (this.#done.has(name)) return Promise.resolve();
    let prepared = this.#prepared.get(name);
    if (!prepared) {
      prepared = this.exec(`prepare ${name} as ${text}`).then(() => this.#done.add(name), (error: unknown) => {
        // A transaction prepared it while this PREPARE waited for the transaction to end.
        if ((error as { code?: string }).code === DUPLICATE_PREPARED_STATEMENT) return this.#done.add(name);
        // A failed PREPARE (a table not migrated yet) is tried again by the next call.
        this.#prepared.delete(name);
        throw error;
      });
      this.#prepared.set(name, prepared);
    }
    return prepared;
  }
}

/** The NamedStatementsPGlite under a Drizzle database, or under one of its transactions (whose client is PGlite's transaction object). */
function namedStatementsClient(db: object): NamedStatementsPGlite | undefined {
  const client = (db as { $client?: unknown }).$client ?? (db as { session?: { client?: unknown } }).session?.client;
  if (client instanceof NamedStatementsPGlite) return client;
  return (client as { [OWNER]?: NamedStatementsPGlite } | undefined)?.[OWNER];
}

/**
 * `query.prepare(name)` whose plan is kept on either database: node-postgres prepares a named statement on
 * each pooled connection, and on PGlite the statement is named on its client (see above).
 */
export function prepareNamed<P extends { getQuery(): { sql: string } }>(
  db: object,
  name: string,
  query: { prepare(name: string): P },
): P {
  const prepared = query.prepare(name);
  namedStatementsClient(db)?.name(name, prepared.getQuery().sql);
  return prepared;
}

/**
 * A named statement built once per database or transaction handle: the SQL text is not rebuilt per call and
 * the statement keeps its plan (per connection on PostgreSQL, on PGlite's one connection). `build` makes the
 * Drizzle query with `sql.placeholder`s; the name must be unique in the server.
 */
export function namedStatement<D extends object, P extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: D) => { prepare(name: string): P },
): (db: D) => P {
  const built = new WeakMap<D, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) built.set(db, (prepared = prepareNamed(db, name, build(db))));
    return prepared;
  };
}

/** Values for an insert's `values(…)` that are each the placeholder of its column's own name, for a named insert. */
export function placeholders<K extends string>(...keys: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, Placeholder<K>>;
}
