import { createQueryId, type CompiledQuery, type Compilable, type DialectAdapter } from 'kysely';
import type { Database } from './database.js';

/** Stands in for an argument while the query is compiled; its position among the parameters is the slot. */
class Slot {
  constructor(readonly index: number) {}
}

export interface PreparedQuery<Args extends unknown[], Row> {
  /** Every row the query returns, on `db` or a transaction of it. */
  execute(db: Database, ...args: Args): Promise<Row[]>;
  executeTakeFirst(db: Database, ...args: Args): Promise<Row | undefined>;
}

/**
 * A query built and compiled by Kysely once per database, then run with new arguments each time. Building
 * and compiling a query (a tree of frozen nodes, the CamelCase plugin's pass over it, the SQL text) costs
 * Kysely more than SQLite takes to answer a primary-key read, so the reads on every request's path use this.
 * Execution is Kysely's as usual: the same connection or transaction, the plugins' pass over the rows.
 *
 * The arguments are `build`'s declared parameters after `db`. It must pass them to Kysely as values only
 * (comparisons, inserts, limits): one that decides the query's shape cannot be prepared, and compiling
 * throws when an argument is not a parameter.
 */
export function prepareQuery<Args extends unknown[], Row>(
  build: (db: Database, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  // By adapter: a database and all its transactions share one, and compile to the same SQL.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<Row>>();

  function compiledFor(db: Database): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = compileWithSlots(db);
      compiled.set(adapter, query);
    }
    return query;
  }

  function compileWithSlots(db: Database): CompiledQuery<Row> {
    const slots = Array.from({ length: build.length - 1 }, (_, index) => new Slot(index));
    const query = build(db, ...(slots as Args)).compile();
    const used = new Set(query.parameters.filter((value) => value instanceof Slot).map((slot) => slot.index));
    const unused = slots.find((slot) => !used.has(slot.index));
    if (unused) throw new Error(`prepareQuery: argument ${unused.index} is not a parameter of ${query.sql}`);
    return query;
  }

  async function execute(db: Database, ...args: Args): Promise<Row[]> {
    const query = compiledFor(db);
    const parameters = query.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    const result = await db.executeQuery<Row>({ ...query, queryId: createQueryId(), parameters });
    return result.rows;
  }

  return {
    execute,
    async executeTakeFirst(db, ...args) {
      const [first] = await execute(db, ...args);
      return first;
    },
  };
}
