// A placement's ledger of dated capital calls and distributions (issue 36 §1), and the LP's measures
// computed from it. Every write checks the placement is the family's (404 otherwise), refuses a
// distribution dated before the investment (400 on `date`), and stores the new sums on the placement
// (capitalCalls, distributionsMade) in the same database transaction, so the two never disagree.
import { randomUUID } from 'node:crypto';
import {
  calendar,
  jCurve,
  lpMetrics,
  placementMessages,
  programMetrics,
  sumMoney,
  type InsertPlacementLedgerEntry,
  type PrivateProgram,
  type UpdatePlacementLedgerEntry,
} from '@heirloom/contracts';
import { ValidationFailedException, type FieldError } from '@heirloom/server';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { readLedgerCsv } from './ledger-csv';
import { PlacementLedgerEntryEntity } from './placement-ledger-entry.entity';
import { PrivatePlacementEntity } from './private-placement.entity';

const ORDER = { date: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

@Injectable()
export class PlacementLedgerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async placement(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<PrivatePlacementEntity> {
    const placement = await manager.findOneBy(PrivatePlacementEntity, { id, userId });
    if (!placement) throw new NotFoundException({ message: placementMessages.noSuchPlacement });
    return placement;
  }

  private async entry(
    manager: EntityManager,
    userId: string,
    placementId: string,
    id: string,
  ): Promise<PlacementLedgerEntryEntity> {
    const entry = await manager.findOneBy(PlacementLedgerEntryEntity, { id, userId, placementId });
    if (!entry) throw new NotFoundException({ message: 'Ledger entry not found' });
    return entry;
  }

  /** The rule across the entry and its placement: money cannot come back before it went in. */
  private dateErrors(
    placement: PrivatePlacementEntity,
    entry: Pick<PlacementLedgerEntryEntity, 'type' | 'date'>,
    path = 'date',
  ): FieldError[] {
    return entry.type === 'distribution' && entry.date < placement.investmentDate
      ? [{ path, message: placementMessages.distributionBeforeInvestment }]
      : [];
  }

  /** Stores the ledger's sums on the placement (inside the caller's transaction). */
  private async keepSums(manager: EntityManager, userId: string, placementId: string): Promise<void> {
    const entries = await manager.findBy(PlacementLedgerEntryEntity, { userId, placementId });
    const sum = (type: string) => sumMoney(entries.filter((e) => e.type === type).map((e) => e.amount));
    await manager.update(
      PrivatePlacementEntity,
      { id: placementId, userId },
      { capitalCalls: sum('capital_call'), distributionsMade: sum('distribution'), updatedAt: new Date() },
    );
  }

  async list(userId: string, placementId: string): Promise<PlacementLedgerEntryEntity[]> {
    await this.placement(this.dataSource.manager, userId, placementId);
    return this.dataSource.manager.find(PlacementLedgerEntryEntity, {
      where: { userId, placementId },
      order: ORDER,
    });
  }

  async create(
    userId: string,
    placementId: string,
    input: InsertPlacementLedgerEntry,
  ): Promise<PlacementLedgerEntryEntity> {
    return this.dataSource.transaction(async (manager) => {
      const placement = await this.placement(manager, userId, placementId);
      const errors = this.dateErrors(placement, input);
      if (errors.length) throw new ValidationFailedException(errors);
      const now = new Date();
      const entry = manager.create(PlacementLedgerEntryEntity, {
        ...input,
        notes: input.notes ?? null,
        id: randomUUID(),
        userId,
        placementId,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(PlacementLedgerEntryEntity, entry);
      await this.keepSums(manager, userId, placementId);
      return this.entry(manager, userId, placementId, entry.id);
    });
  }

  async update(
    userId: string,
    placementId: string,
    id: string,
    patch: UpdatePlacementLedgerEntry,
  ): Promise<PlacementLedgerEntryEntity> {
    return this.dataSource.transaction(async (manager) => {
      const placement = await this.placement(manager, userId, placementId);
      const entry = await this.entry(manager, userId, placementId, id);
      Object.assign(
        entry,
        Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
        { updatedAt: new Date() },
      );
      const errors = this.dateErrors(placement, entry);
      if (errors.length) throw new ValidationFailedException(errors);
      await manager.save(entry);
      await this.keepSums(manager, userId, placementId);
      return this.entry(manager, userId, placementId, id);
    });
  }

  async remove(userId: string, placementId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.placement(manager, userId, placementId);
      await this.entry(manager, userId, placementId, id);
      await manager.delete(PlacementLedgerEntryEntity, { id, userId, placementId });
      await this.keepSums(manager, userId, placementId);
    });
  }

  /** A CSV's entries, all added or none: every line's problems are answered together. */
  async import(
    userId: string,
    placementId: string,
    csv: string,
  ): Promise<{ imported: number; entries: PlacementLedgerEntryEntity[] }> {
    const imported = await this.dataSource.transaction(async (manager) => {
      const placement = await this.placement(manager, userId, placementId);
      const read = readLedgerCsv(csv);
      if (!read.ok) throw new ValidationFailedException(read.errors);
      const errors = read.entries.flatMap((entry) =>
        this.dateErrors(placement, entry, 'csv').map((e) => ({
          ...e,
          message: `Line ${entry.line}: ${e.message}`,
        })),
      );
      if (errors.length) throw new ValidationFailedException(errors);
      const now = new Date();
      const rows = read.entries.map(({ line: _line, ...entry }) =>
        manager.create(PlacementLedgerEntryEntity, {
          ...entry,
          notes: entry.notes ?? null,
          id: randomUUID(),
          userId,
          placementId,
          createdAt: now,
          updatedAt: now,
        }),
      );
      for (let i = 0; i < rows.length; i += 200)
        await manager.insert(PlacementLedgerEntryEntity, rows.slice(i, i + 200));
      await this.keepSums(manager, userId, placementId);
      return rows.length;
    });
    return { imported, entries: await this.list(userId, placementId) };
  }

  /**
   * Before a placement's investment date moves later: no distribution may then be dated before it
   * (the placements service asks, and refuses the change on `investmentDate`).
   */
  async distributionsBefore(userId: string, placementId: string, investmentDate: string): Promise<boolean> {
    const entries = await this.dataSource.manager.findBy(PlacementLedgerEntryEntity, {
      userId,
      placementId,
      type: 'distribution',
    });
    return entries.some((entry) => entry.date < investmentDate);
  }

  /** Every placement's measures, the program's, and the J-curves, valued today. */
  async program(userId: string, today = calendar.utcToday()): Promise<PrivateProgram> {
    const manager = this.dataSource.manager;
    const placements = await manager.find(PrivatePlacementEntity, {
      where: { userId },
      order: { investmentDate: 'DESC', name: 'ASC', id: 'ASC' },
    });
    const entries = await manager.find(PlacementLedgerEntryEntity, { where: { userId }, order: ORDER });
    const byPlacement = new Map<string, PlacementLedgerEntryEntity[]>();
    for (const entry of entries)
      byPlacement.set(entry.placementId, [...(byPlacement.get(entry.placementId) ?? []), entry]);
    const positions = placements.map((p) => ({
      placement: p,
      position: { commitment: p.commitment, nav: p.currentValue, ledger: byPlacement.get(p.id) ?? [] },
    }));
    return {
      asOf: today,
      placements: positions.map(({ placement, position }) => ({
        placementId: placement.id,
        name: placement.name,
        metrics: lpMetrics(position, today),
        jCurve: jCurve(position.ledger),
      })),
      program: programMetrics(
        positions.map((p) => p.position),
        today,
      ),
      jCurve: jCurve(entries),
    };
  }
}
