import { Module } from '@nestjs/common';
import { NET_WORTH_CLOCK, systemClock } from './clock';
import { DailySnapshots } from './daily-snapshots';
import { FiguresChangedListener } from './figures-changed.listener';
import { NetWorthController } from './net-worth.controller';
import { NetWorthRecorder } from './net-worth.recorder';
import { NetWorthService } from './net-worth.service';

@Module({
  controllers: [NetWorthController],
  providers: [
    { provide: NET_WORTH_CLOCK, useValue: systemClock },
    NetWorthService,
    NetWorthRecorder,
    DailySnapshots,
    FiguresChangedListener,
  ],
  exports: [NetWorthService, NetWorthRecorder],
})
export class NetWorthModule {}
