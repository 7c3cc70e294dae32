// One hook for "figures changed": after a successful write through a route of the rows the figures are
// made of (accounts, properties, mortgages, placements, businesses: their controllers pass it to
// crudRoutes as `afterWrite`), the user's snapshot for today is rewritten before the answer goes out, so
// the next history read already shows it. On the write routes only, not globally: a global interceptor
// puts every request of the API through rxjs, a sixth of a list read's CPU (README, Benchmarks).
// net-worth.spec checks that every write route of those controllers carries it.
import type { User } from '@heirloom/contracts';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { concatMap, type Observable } from 'rxjs';
import { NetWorthRecorder } from './net-worth.recorder';

@Injectable()
export class RecordOnChangeInterceptor implements NestInterceptor {
  private recorder?: NetWorthRecorder;

  // The recorder lives in NetWorthModule; this runs in the module of each controller that uses it.
  constructor(private readonly modules: ModuleRef) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const userId = context.switchToHttp().getRequest<{ user?: User }>().user?.id;
    if (!userId) return next.handle();
    this.recorder ??= this.modules.get(NetWorthRecorder, { strict: false });
    const recorder = this.recorder;
    // Only after success: a refused or failed write changed nothing.
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await recorder.recordAfterChange(userId);
        return answer;
      }),
    );
  }
}
