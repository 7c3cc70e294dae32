import { Module } from '@nestjs/common';
import { NetWorthModule } from '../net-worth/net-worth.module';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({
  imports: [NetWorthModule],
  controllers: [ImportsController, ExportsController],
  providers: [ImportsService, ExportsService],
})
export class ImportsModule {}
