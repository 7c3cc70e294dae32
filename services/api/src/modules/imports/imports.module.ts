import { Module } from '@nestjs/common';
import { NetWorthModule } from '../net-worth/net-worth.module';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({
  imports: [NetWorthModule],
  controllers: [ImportsController],
  providers: [ImportsService],
})
export class ImportsModule {}
