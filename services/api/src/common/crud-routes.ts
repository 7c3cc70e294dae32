// The five routes every editable list has, declared once:
//   GET /x, GET /x/:id, POST /x (201), PATCH /x/:id, DELETE /x/:id (204).
// A domain controller extends `crudRoutes({ insert, update })`, names its path and hands over its
// service; it adds its own routes beside these when it has any.
import type { User } from '@heirloom/contracts';
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
import type { OwnedEntity } from '../database/columns';
import type { OwnedCrudService, OwnedWire } from './owned-crud.service';

/** Any Standard Schema (zod's are): validates the body and describes it in the OpenAPI document. */
export type RequestSchema = NonNullable<ArgumentMetadata['schema']>;

export interface CrudSchemas {
  insert: RequestSchema;
  update: RequestSchema;
}

export function crudRoutes<E extends OwnedEntity>({ insert, update }: CrudSchemas) {
  abstract class CrudRoutes {
    protected abstract readonly service: OwnedCrudService<E>;

    @Get()
    list(@CurrentUser() user: User): Promise<OwnedWire<E>[]> {
      return this.service.list(user.id);
    }

    @Get(':id')
    get(@CurrentUser() user: User, @Param('id') id: string): Promise<OwnedWire<E>> {
      return this.service.get(user.id, id);
    }

    @Post()
    create(@CurrentUser() user: User, @Body({ schema: insert }) body: object): Promise<OwnedWire<E>> {
      return this.service.create(user.id, body);
    }

    @Patch(':id')
    update(
      @CurrentUser() user: User,
      @Param('id') id: string,
      @Body({ schema: update }) body: object,
    ): Promise<OwnedWire<E>> {
      return this.service.update(user.id, id, body);
    }

    @Delete(':id')
    @HttpCode(HttpStatus.NO_CONTENT)
    remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
      return this.service.remove(user.id, id);
    }
  }
  return CrudRoutes;
}
