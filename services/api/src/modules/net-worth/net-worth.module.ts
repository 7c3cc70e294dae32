import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { NET_WORTH_CLOCK, systemClock } from './clock';
import { DailySnapshots } from './daily-snapshots';
import { NetWorthController } from './net-worth.controller';
import { NetWorthRecorder } from './net-worth.recorder';
import { NetWorthService } from './net-worth.service';
import { RecordOnChangeInterceptor } from './record-on-change.interceptor';

@Module({
  controllers: [NetWorthController],
  providers: [
    { provide: NET_WORTH_CLOCK, useValue: systemClock },
    NetWorthService,
    NetWorthRecorder,
    DailySnapshots,
    // Global: it watches the figures' controllers, which live in their own modules.
    { provide: APP_INTERCEPTOR, useClass: RecordOnChangeInterceptor },
  ],
  exports: [NetWorthService, NetWorthRecorder],
})
export class NetWorthModule {}
