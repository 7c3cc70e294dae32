import { compareMoney, placementMessages, type InsertPrivatePlacement } from '@heirloom/contracts';
import { ValidationFailedException, type FieldError } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService, type EditableFields, type OwnedWire } from '../../common/owned-crud.service';
import { K1DocumentEntity } from './k1-document.entity';
import { PlacementLedgerEntryEntity } from './placement-ledger-entry.entity';
import { PlacementLedgerService } from './placement-ledger.service';
import { PrivatePlacementEntity } from './private-placement.entity';

@Injectable()
export class PrivatePlacementsService extends OwnedCrudService<PrivatePlacementEntity> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    events: FamilyEvents,
    private readonly ledger: PlacementLedgerService,
  ) {
    super(dataSource, {
      entity: PrivatePlacementEntity,
      noun: 'Private placement',
      order: { investmentDate: 'DESC', name: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      dependents: [
        { entity: K1DocumentEntity, where: (entityId) => ({ entityType: 'private_placement', entityId }) },
        { entity: PlacementLedgerEntryEntity, where: (placementId) => ({ placementId }) },
      ],
    });
  }

  /**
   * Calls and distributions given with a new placement open its ledger: one entry each, dated at the
   * investment, so the placement's totals are its ledger's sums from the start.
   */
  override async create(
    userId: string,
    input: Partial<EditableFields<PrivatePlacementEntity>>,
  ): Promise<OwnedWire<PrivatePlacementEntity>> {
    const placement = input as Partial<InsertPrivatePlacement>;
    const created = await super.create(userId, { ...input, capitalCalls: '0.00', distributionsMade: '0.00' });
    const opening = [
      ['capital_call', placement.capitalCalls],
      ['distribution', placement.distributionsMade],
    ] as const;
    try {
      for (const [type, amount] of opening) {
        if (!amount || Number(amount) === 0) continue;
        await this.ledger.create(userId, created.id, {
          date: created.investmentDate,
          type,
          amount,
          notes: 'Entered with the placement',
        });
      }
    } catch (error) {
      await this.remove(userId, created.id);
      throw error;
    }
    return this.get(userId, created.id);
  }

  /** Calls and distributions are the ledger's: sent unchanged they are ignored, changed they are refused. */
  override async update(
    userId: string,
    id: string,
    patch: Partial<EditableFields<PrivatePlacementEntity>>,
  ): Promise<OwnedWire<PrivatePlacementEntity>> {
    const current = await this.get(userId, id);
    const errors: FieldError[] = [];
    const rest: Record<string, unknown> = { ...patch };
    for (const field of ['capitalCalls', 'distributionsMade'] as const) {
      const sent = patch[field];
      delete rest[field];
      if (sent === undefined) continue;
      if (compareMoney(sent ?? '0', current[field] ?? '0') !== 0)
        errors.push({ path: field, message: placementMessages.ledgerKept });
    }
    if (errors.length) throw new ValidationFailedException(errors);
    return super.update(userId, id, rest as Partial<EditableFields<PrivatePlacementEntity>>);
  }

  /** The investment date cannot move after a distribution already in the ledger. */
  protected override async referenceErrors(
    userId: string,
    row: PrivatePlacementEntity,
    changed: readonly string[],
  ): Promise<FieldError[]> {
    const errors = await super.referenceErrors(userId, row, changed);
    if (
      changed.includes('investmentDate') &&
      (await this.ledger.distributionsBefore(userId, row.id, row.investmentDate))
    )
      errors.push({ path: 'investmentDate', message: placementMessages.investmentAfterDistribution });
    return errors;
  }
}
