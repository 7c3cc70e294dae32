// The five routes every editable list has, declared once:
//   GET /x, GET /x/:id, POST /x (201), PATCH /x/:id, DELETE /x/:id (204).
// A domain controller extends `crudRoutes({ insert, update })`, names its path and hands over its
// service; it adds its own routes beside these when it has any.
import type { User } from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import {
  Body,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  type ArgumentMetadata,
} from '@nestjs/common';
import { CurrentUser } from '../modules/auth/current-user.decorator';
import type { z } from 'zod';
import type { OwnedEntity } from '../database/columns';
import type { OwnedCrudService, OwnedWire } from './owned-crud.service';

/** Any Standard Schema (zod's are): validates the body and describes it in the OpenAPI document. */
export type RequestSchema = NonNullable<ArgumentMetadata['schema']>;

export interface CrudSchemas {
  insert: RequestSchema;
  update: RequestSchema;
  /** What one row answers (libs/contracts/src/api.ts), for the OpenAPI document. */
  row: z.ZodType;
  /** The row in words, for the summaries: ['account', 'accounts']. */
  noun: readonly [one: string, many: string];
}

export function crudRoutes<E extends OwnedEntity>({ insert, update, row, noun: [one, many] }: CrudSchemas) {
  abstract class CrudRoutes {
    protected abstract readonly service: OwnedCrudService<E>;

    @Get()
    @ApiAnswer(`List the ${many}`, row, { list: true })
    list(@CurrentUser() user: User): Promise<OwnedWire<E>[]> {
      return this.service.list(user.id);
    }

    @Get(':id')
    @ApiAnswer(`Read one ${one}`, row)
    get(@CurrentUser() user: User, @Param('id') id: string): Promise<OwnedWire<E>> {
      return this.service.get(user.id, id);
    }

    @Post()
    @ApiAnswer(`Create a ${one}`, row, { status: HttpStatus.CREATED })
    create(@CurrentUser() user: User, @Body({ schema: insert }) body: object): Promise<OwnedWire<E>> {
      return this.service.create(user.id, body);
    }

    @Patch(':id')
    @ApiAnswer(`Change some fields of a ${one}`, row)
    update(
      @CurrentUser() user: User,
      @Param('id') id: string,
      @Body({ schema: update }) body: object,
    ): Promise<OwnedWire<E>> {
      return this.service.update(user.id, id, body);
    }

    @Delete(':id')
    @HttpCode(HttpStatus.NO_CONTENT)
    @ApiAnswer(`Delete a ${one}`, null, { status: HttpStatus.NO_CONTENT })
    remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
      return this.service.remove(user.id, id);
    }
  }
  return CrudRoutes;
}
