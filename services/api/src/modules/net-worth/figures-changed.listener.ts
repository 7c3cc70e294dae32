// The net-worth snapshot hears "the figures changed" (FamilyEvents): the user's snapshot for today is
// rewritten before the write that changed them answers, so the next history read already shows it.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FamilyEvents } from '../../common/family-events';
import { NetWorthRecorder } from './net-worth.recorder';

@Injectable()
export class FiguresChangedListener implements OnModuleInit {
  constructor(
    private readonly events: FamilyEvents,
    private readonly recorder: NetWorthRecorder,
  ) {}

  onModuleInit(): void {
    this.events.onFiguresChanged((userId) => this.recorder.recordAfterChange(userId));
  }
}
