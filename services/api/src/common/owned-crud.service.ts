// The one place where user-owned rows are read and written. Every query carries the session user's id,
// so a row of another user is simply not found (404), never read, changed or deleted. Domain services
// extend this with their table's rules (ordering, references to other rows, cross-field checks) and
// stay a few lines long.
import { randomUUID } from 'node:crypto';
import { ValidationFailedException, type FieldError } from '@heirloom/server';
import { NotFoundException, type Type } from '@nestjs/common';
import type { DataSource, EntityManager, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import type { OwnedEntity } from '../database/columns';
import { PreparedSelect } from '../database/prepared-select';
import type { Wire } from './wire';

/** Fields a client may set: everything but the id, the owner and the timestamps. */
export type EditableFields<E extends OwnedEntity> = Omit<E, keyof OwnedEntity>;

/** Another user-owned row this one points at, which must belong to the same user. */
export interface Reference<E> {
  field: keyof E & string;
  entity: Type<OwnedEntity>;
  /** The field message when it does not ("No such account"). */
  message: string;
  /** The link may be empty (null): only a given id is checked. */
  optional?: boolean;
}

/** Rows that only make sense with this one (a property's mortgages), deleted together with it. */
export interface Dependent {
  entity: Type<OwnedEntity>;
  /** The dependent rows of row `id`, besides belonging to the same user. */
  where: (id: string) => Record<string, unknown>;
  /** Keeps a per-user count of these rows: told how many went, in the same database transaction. */
  count?: RowCounter;
}

/** Adds `delta` to a per-user count of rows, inside `manager`'s database transaction. */
export type RowCounter = (manager: EntityManager, userId: string, delta: number) => Promise<void>;

/** Rows that may point at this one (a beneficiary at a will) and stay when it goes, their link emptied. */
export interface Referrer {
  entity: Type<OwnedEntity>;
  /** Their nullable field holding this row's id. */
  field: string;
}

export interface OwnedCrudOptions<E extends OwnedEntity> {
  entity: Type<E>;
  /** For messages: "Account not found". */
  noun: string;
  /** List order; the id is always added last so pages are stable. */
  order: FindOptionsOrder<E>;
  references?: readonly Reference<E>[];
  dependents?: readonly Dependent[];
  referrers?: readonly Referrer[];
  /** Keeps a per-user count of the rows (transactions: a page's total), told of every insert and delete. */
  count?: RowCounter;
  /**
   * Told of every successful create, update and delete, once the change is made and before the write
   * answers (the figures' rows: FamilyEvents.figuresChanged). A refused or failed write tells nothing.
   */
  afterWrite?: (userId: string) => Promise<void>;
}

export type OwnedWire<E extends OwnedEntity> = Wire<E>;

export class OwnedCrudService<E extends OwnedEntity> {
  constructor(
    protected readonly dataSource: DataSource,
    protected readonly options: OwnedCrudOptions<E>,
  ) {}

  /** The list query, built on first use (the hottest read there is). */
  private listQuery?: PreparedSelect<E>;
  /**
   * One row by id, built on first use: every write reads its row back with it, and every update and
   * delete checks the owner with it (find() rebuilt the SQL and hydrated through TypeORM each time; a
   * chat reply makes about ten such reads).
   */
  private rowQuery?: PreparedSelect<E>;

  private get byId(): PreparedSelect<E> {
    return (this.rowQuery ??= new PreparedSelect(this.dataSource, this.options.entity, (builder) =>
      builder.where('e.id = :id AND e.userId = :userId'),
    ));
  }

  protected get repository(): Repository<E> {
    return this.dataSource.getRepository(this.options.entity);
  }

  protected owned(userId: string, where: Record<string, unknown> = {}): FindOptionsWhere<E> {
    return { ...where, userId } as FindOptionsWhere<E>;
  }

  async list(userId: string): Promise<OwnedWire<E>[]> {
    this.listQuery ??= new PreparedSelect(this.dataSource, this.options.entity, (builder) => {
      builder.where('e.userId = :userId');
      for (const [field, direction] of Object.entries({ ...this.options.order, id: 'ASC' })) {
        builder.addOrderBy(`e.${field}`, String(direction).toUpperCase() === 'DESC' ? 'DESC' : 'ASC');
      }
      return builder;
    });
    return (await this.listQuery.wire({ userId })) as OwnedWire<E>[];
  }

  async get(userId: string, id: string): Promise<OwnedWire<E>> {
    const [row] = await this.byId.wire({ id, userId });
    if (!row) throw this.notFound();
    return row as OwnedWire<E>;
  }

  async create(userId: string, input: Partial<EditableFields<E>>): Promise<OwnedWire<E>> {
    const now = new Date();
    const row = this.repository.create({
      ...withoutUndefined(input),
      ...this.serverFilled(input),
      id: randomUUID(),
      userId,
      createdAt: now,
      updatedAt: now,
    } as E);
    this.derive(row, Object.keys(input));
    await this.check(userId, row, Object.keys(input));
    const { count } = this.options;
    if (count) {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(this.options.entity, row as Parameters<Repository<E>['insert']>[0]);
        await count(manager, userId, 1);
      });
    } else {
      await this.repository.insert(row as Parameters<Repository<E>['insert']>[0]);
    }
    // Read back, so the answer is exactly what a GET answers (every column, as the database holds it).
    const created = await this.get(userId, row.id);
    await this.options.afterWrite?.(userId);
    return created;
  }

  async update(userId: string, id: string, patch: Partial<EditableFields<E>>): Promise<OwnedWire<E>> {
    const row = await this.find(userId, id);
    // A blank server-filled field (an upload date) keeps its value rather than becoming empty.
    const changes = withoutUndefined(patch) as Record<string, unknown>;
    for (const key of Object.keys(this.defaults())) if (changes[key] === null) delete changes[key];
    Object.assign(row, changes, { updatedAt: new Date() });
    this.derive(row, Object.keys(changes));
    await this.check(userId, row, Object.keys(changes));
    await this.repository.save(row);
    const updated = await this.get(userId, id);
    await this.options.afterWrite?.(userId);
    return updated;
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.find(userId, id);
    await this.dataSource.transaction(async (manager) => {
      for (const dependent of this.options.dependents ?? []) {
        const deleted = await manager.delete(dependent.entity, { ...dependent.where(id), userId });
        if (dependent.count) await dependent.count(manager, userId, -affectedRows(deleted));
      }
      for (const referrer of this.options.referrers ?? []) {
        await manager.update(referrer.entity, { [referrer.field]: id, userId }, { [referrer.field]: null });
      }
      const deleted = await manager.delete(this.options.entity, this.owned(userId, { id }));
      if (this.options.count) await this.options.count(manager, userId, -affectedRows(deleted));
    });
    await this.options.afterWrite?.(userId);
  }

  /** The user's row, or 404 (also for another user's id: its existence is not revealed). */
  protected async find(userId: string, id: string): Promise<E> {
    const [row] = await this.byId.rows({ id, userId });
    if (!row) throw this.notFound();
    return this.repository.create(row);
  }

  private notFound(): NotFoundException {
    return new NotFoundException({ message: `${this.options.noun} not found` });
  }

  /** Server-side defaults for fields the client left out or blank (e.g. an upload date of now). */
  protected defaults(): Partial<E> {
    return {};
  }

  private serverFilled(input: object): Partial<E> {
    const given = input as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(this.defaults()).filter(([key]) => given[key] === undefined || given[key] === null),
    ) as Partial<E>;
  }

  /** Fills in fields computed from others (e.g. a holding's return); `changed`: the fields just sent. */
  protected derive(_row: E, _changed: readonly string[]): void {}

  /** Rules across fields of the complete row, after a create or a partial update. */
  protected crossFieldErrors(_row: E): FieldError[] {
    return [];
  }

  /** Rules that need the database (rows this one points at), for the fields just sent. */
  protected async referenceErrors(userId: string, row: E, changed: readonly string[]): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const reference of this.options.references ?? []) {
      if (!changed.includes(reference.field)) continue;
      const id = row[reference.field];
      if (reference.optional && id === null) continue;
      if (!(await this.belongsTo(this.dataSource.manager, reference.entity, userId, id))) {
        errors.push({ path: reference.field, message: reference.message });
      }
    }
    return errors;
  }

  protected async belongsTo(
    manager: EntityManager,
    entity: Type<OwnedEntity>,
    userId: string,
    id: unknown,
  ): Promise<boolean> {
    return typeof id === 'string' && manager.existsBy(entity, { id, userId });
  }

  private async check(userId: string, row: E, changed: readonly string[]): Promise<void> {
    const errors = [...this.crossFieldErrors(row), ...(await this.referenceErrors(userId, row, changed))];
    if (errors.length) throw new ValidationFailedException(errors);
  }
}

/** How many rows a delete removed; both drivers report it (a count cannot be kept without it). */
function affectedRows({ affected }: { affected?: number | null }): number {
  if (typeof affected !== 'number') throw new Error('The database did not say how many rows it deleted');
  return affected;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
