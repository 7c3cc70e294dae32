// One hook for "figures changed": after any successful write through the controllers of the rows the
// figures are made of, the user's snapshot for today is rewritten before the answer goes out (so the
// next history read already shows it). Keyed on the controllers, not on each service, so a new route on
// one of them is covered too and the domain services stay unaware of snapshots.
import type { User } from '@heirloom/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { concatMap, type Observable } from 'rxjs';
import { AccountsController } from '../accounts/accounts.controller';
import { BusinessesController } from '../private-investments/businesses.controller';
import { PrivatePlacementsController } from '../private-investments/private-placements.controller';
import { MortgagesController } from '../real-estate/mortgages.controller';
import { PropertiesController } from '../real-estate/properties.controller';
import { NetWorthRecorder } from './net-worth.recorder';

/** The rows familyFigures' net worth is made of: accounts, properties, mortgages, placements, businesses. */
export const FIGURE_CONTROLLERS: ReadonlySet<Type> = new Set([
  AccountsController,
  PropertiesController,
  MortgagesController,
  PrivatePlacementsController,
  BusinessesController,
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class RecordOnChangeInterceptor implements NestInterceptor {
  constructor(private readonly recorder: NetWorthRecorder) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !FIGURE_CONTROLLERS.has(context.getClass())) return next.handle();
    const request = context.switchToHttp().getRequest<{ method: string; user?: User }>();
    const userId = request.user?.id;
    if (READS.has(request.method) || !userId) return next.handle();
    // Only after success: a refused or failed write changed nothing.
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.recorder.recordAfterChange(userId);
        return answer;
      }),
    );
  }
}
