import { accountRowSchema, insertAccountSchema, updateAccountSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { RecordOnChangeInterceptor } from '../net-worth/record-on-change.interceptor';
import type { AccountEntity } from './account.entity';
import { AccountsService } from './accounts.service';

@ApiTags('accounts')
@Controller('accounts')
export class AccountsController extends crudRoutes<AccountEntity>({
  insert: insertAccountSchema,
  update: updateAccountSchema,
  row: accountRowSchema,
  noun: ['account', 'accounts'],
  // A change of these rows changes the figures: today's net-worth snapshot is rewritten.
  afterWrite: RecordOnChangeInterceptor,
}) {
  constructor(protected readonly service: AccountsService) {
    super();
  }
}
