import { Module } from '@nestjs/common';
import { InsuranceController } from './insurance.controller';
import { InsuranceService } from './insurance.service';

@Module({ controllers: [InsuranceController], providers: [InsuranceService], exports: [InsuranceService] })
export class InsuranceModule {}
