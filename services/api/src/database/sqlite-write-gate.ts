// One writer at a time on SQLite, so a long transaction never takes in another request's writes.
//
// TypeORM's better-sqlite3 driver has one connection and hands every caller the same query runner
// (BetterSqlite3Driver.createQueryRunner), with one transaction state for the whole process. A long
// transaction that lets the event loop turn (an import's commit, issue 34) therefore had every other
// request's writes run inside it: a plain INSERT joined it (the runner said a transaction was active),
// another `dataSource.transaction()` became a SAVEPOINT of it, and when the import then failed its
// ROLLBACK took their rows with it after they had been answered 201 (import-isolation.spec.ts).
// MySQL/MariaDB give each transaction its own pooled connection and are not touched.
//
// The gate: a transaction (dataSource.transaction(), or a runner's startTransaction when none is open:
// what save() does) takes the gate and is recorded as its holder in an AsyncLocalStorage context, so
// the calls made on its behalf (its callback, everything awaited from there) are recognised. From any
// other context:
// - the runner says no transaction is active, so save() and dataSource.transaction() start their own,
//   which waits for the gate (then BEGIN, never a SAVEPOINT of someone else's);
// - a statement that writes (better-sqlite3's `readonly` false: INSERT, UPDATE, DELETE, DDL) waits for
//   the gate and holds it while it runs, so it commits by itself, before or after a transaction;
// - a read runs at once, on the same connection: it may see the open transaction's rows before they are
//   committed (an import's rows of the same family while it runs), as it always did.
// Waiters enter in the order they came. bulk-insert.ts's raw SQLite path goes through `gatedWrite`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** One transaction's claim: fresh for each, so contexts that merely share an ancestor never share it. */
interface Flow {
  used: boolean;
}

class WriteGate {
  readonly flows = new AsyncLocalStorage<Flow>();
  private holder: Flow | null = null;
  private readonly waiting: { flow: Flow; enter: () => void }[] = [];

  /** Whether this async context is the one whose transaction holds the gate. */
  owns(): boolean {
    const flow = this.flows.getStore();
    return flow !== undefined && flow === this.holder;
  }

  /** Resolves once `flow` holds the gate (at once when nobody does). */
  async acquire(flow: Flow): Promise<void> {
    if (this.holder === null) {
      this.holder = flow;
      return;
    }
    await new Promise<void>((enter) => this.waiting.push({ flow, enter }));
  }

  release(flow: Flow): void {
    if (this.holder !== flow) return;
    const next = this.waiting.shift();
    this.holder = next?.flow ?? null;
    next?.enter();
  }

  /**
   * Runs `write` holding the gate, unless this context holds it already (then it is part of that
   * transaction). It runs in a context of its own, so its TypeORM queries are recognised as the holder's.
   */
  async alone<T>(write: () => T | Promise<T>): Promise<T> {
    if (this.owns()) return write();
    const flow: Flow = { used: true };
    await this.acquire(flow);
    try {
      return await this.flows.run(flow, write);
    } finally {
      this.release(flow);
    }
  }

  /**
   * As alone(), when nobody else holds the gate: taken at once (before anything is awaited), so no
   * transaction can start between the look and the write. Answers false, without running `write`, when
   * another context's transaction holds it.
   */
  async ifFree(write: () => unknown): Promise<boolean> {
    if (this.holder !== null && !this.owns()) return false;
    await this.alone(write);
    return true;
  }
}

const gates = new WeakMap<DataSource, WriteGate>();

interface Statement {
  readonly: boolean;
}
type BetterSqlite3Runner = QueryRunner & {
  transactionDepth: number;
  getStmt(query: string): Promise<Statement>;
};

/**
 * Installs the gate on a better-sqlite3 data source (before or after it is initialised); any other data
 * source is returned untouched. Returns the data source.
 */
export function installSqliteWriteGate(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3' || gates.has(dataSource)) return dataSource;
  const gate = new WriteGate();
  gates.set(dataSource, gate);

  const driver = dataSource.driver as unknown as { createQueryRunner(mode?: unknown): QueryRunner };
  const create = driver.createQueryRunner.bind(driver);
  const gated = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode?: unknown) => {
    const runner = create(mode);
    if (!gated.has(runner)) {
      gateRunner(runner as BetterSqlite3Runner, gate);
      gated.add(runner);
    }
    return runner;
  };

  // dataSource.transaction() (and a repository's manager.transaction()) runs its callback in a context
  // of its own, so the claim never outlives the call in the caller's context.
  const manager: EntityManager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) =>
    gate.owns()
      ? transaction(...args)
      : gate.flows.run({ used: false }, () => transaction(...args))) as EntityManager['transaction'];
  return dataSource;
}

function gateRunner(runner: BetterSqlite3Runner, gate: WriteGate): void {
  // The runner's transaction state, as the holder sees it; every other context sees none open.
  const state = { active: runner.isTransactionActive, depth: runner.transactionDepth };
  Object.defineProperty(runner, 'isTransactionActive', {
    configurable: true,
    get: () => (gate.owns() ? state.active : false),
    set: (value: boolean) => void (state.active = value),
  });
  Object.defineProperty(runner, 'transactionDepth', {
    configurable: true,
    get: () => (gate.owns() ? state.depth : 0),
    set: (value: number) => void (state.depth = value),
  });

  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = (isolationLevel) => {
    // Inside the holder's own transaction: a savepoint of it, as before.
    if (gate.owns()) return start(isolationLevel);
    let flow = gate.flows.getStore();
    if (!flow || flow.used) {
      // Called outside dataSource.transaction() (save() opening its own): the claim is entered into the
      // caller's context here, before anything is awaited, so the caller's next steps carry it.
      flow = { used: false };
      gate.flows.enterWith(flow);
    }
    flow.used = true;
    return (async (claim: Flow) => {
      await gate.acquire(claim);
      try {
        await start(isolationLevel);
      } finally {
        if (!state.active) gate.release(claim);
      }
    })(flow);
  };

  const ending = (end: () => Promise<void>) => async () => {
    const flow = gate.flows.getStore();
    const holding = gate.owns();
    try {
      await end();
    } finally {
      // Released once the outermost transaction is over (a savepoint's end keeps it).
      if (holding && flow && !state.active) gate.release(flow);
    }
  };
  runner.commitTransaction = ending(runner.commitTransaction.bind(runner));
  runner.rollbackTransaction = ending(runner.rollbackTransaction.bind(runner));

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    if (gate.owns()) return query(...args);
    let readonly = false;
    try {
      readonly = (await runner.getStmt(String(args[0]))).readonly;
    } catch {
      // Not even preparable: the query itself says why.
    }
    return readonly ? query(...args) : gate.alone(() => query(...args));
  }) as QueryRunner['query'];
}

/**
 * Runs a write made straight on `dataSource`'s SQLite connection (outside TypeORM's runner) as the gate
 * requires: at once within the transaction that holds it, else alone, after it. Anything else: at once.
 */
export async function gatedWrite<T>(dataSource: DataSource, write: () => T): Promise<T> {
  const gate = gates.get(dataSource);
  return gate ? gate.alone(write) : write();
}

/**
 * For a write that may be put off (a freshness hint, not data): runs it at once, through the gate, when
 * no other context's transaction holds it, and answers true once it is done; answers false at once,
 * without running it, while another transaction holds the gate (an import's commit holds it for its whole
 * run). MySQL/MariaDB: always run, true.
 */
export async function writeUnlessBusy(dataSource: DataSource, write: () => unknown): Promise<boolean> {
  const gate = gates.get(dataSource);
  if (!gate) {
    await write();
    return true;
  }
  return gate.ifFree(write);
}
