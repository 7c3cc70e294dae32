import { accountRowSchema, insertAccountSchema, updateAccountSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { AccountEntity } from './account.entity';
import { AccountsService } from './accounts.service';

@ApiTags('accounts')
@Controller('accounts')
export class AccountsController extends crudRoutes<AccountEntity>({
  insert: insertAccountSchema,
  update: updateAccountSchema,
  row: accountRowSchema,
  noun: ['account', 'accounts'],
}) {
  constructor(protected readonly service: AccountsService) {
    super();
  }
}
