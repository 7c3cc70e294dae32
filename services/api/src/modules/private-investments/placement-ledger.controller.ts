// The ledger of one placement, under its route (issue 36 §1), and the LP's measures of every placement
// and of the whole program. Scope: /api/private-placements (private_investments) in access-rules.ts.
import {
  importPlacementLedgerSchema,
  insertPlacementLedgerEntrySchema,
  placementLedgerEntrySchema,
  placementLedgerImportResultSchema,
  privateProgramSchema,
  updatePlacementLedgerEntrySchema,
  type ImportPlacementLedger,
  type InsertPlacementLedgerEntry,
  type UpdatePlacementLedgerEntry,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import type { PlacementLedgerEntryEntity } from './placement-ledger-entry.entity';
import { PlacementLedgerService } from './placement-ledger.service';

@ApiTags('private investments')
@Controller('private-placements')
export class PlacementLedgerController {
  constructor(private readonly ledger: PlacementLedgerService) {}

  @Get('metrics')
  @ApiAnswer(
    'The LP measures (paid-in, distributed, NAV, unfunded, DPI, RVPI, TVPI, net IRR) of every placement and of the program, with the J-curves',
    privateProgramSchema,
  )
  metrics(@CurrentUser() user: User) {
    return this.ledger.program(user.id);
  }

  @Get(':id/ledger')
  @ApiAnswer("List a placement's capital calls and distributions, oldest first", placementLedgerEntrySchema, {
    list: true,
  })
  list(@CurrentUser() user: User, @Param('id') id: string): Promise<PlacementLedgerEntryEntity[]> {
    return this.ledger.list(user.id, id);
  }

  @Post(':id/ledger')
  @ApiAnswer('Add a capital call or distribution', placementLedgerEntrySchema, { status: HttpStatus.CREATED })
  create(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: insertPlacementLedgerEntrySchema }) body: InsertPlacementLedgerEntry,
  ): Promise<PlacementLedgerEntryEntity> {
    return this.ledger.create(user.id, id, body);
  }

  @Post(':id/ledger/import')
  @ApiAnswer(
    'Add the entries of a CSV (date, type, amount, notes): all of them, or none with every line’s problems',
    placementLedgerImportResultSchema,
    { status: HttpStatus.CREATED },
  )
  import(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: importPlacementLedgerSchema }) body: ImportPlacementLedger,
  ) {
    return this.ledger.import(user.id, id, body.csv);
  }

  @Patch(':id/ledger/:entryId')
  @ApiAnswer('Change some fields of a capital call or distribution', placementLedgerEntrySchema)
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('entryId') entryId: string,
    @Body({ schema: updatePlacementLedgerEntrySchema }) body: UpdatePlacementLedgerEntry,
  ): Promise<PlacementLedgerEntryEntity> {
    return this.ledger.update(user.id, id, entryId, body);
  }

  @Delete(':id/ledger/:entryId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Delete a capital call or distribution', null, { status: HttpStatus.NO_CONTENT })
  remove(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('entryId') entryId: string,
  ): Promise<void> {
    return this.ledger.remove(user.id, id, entryId);
  }
}
