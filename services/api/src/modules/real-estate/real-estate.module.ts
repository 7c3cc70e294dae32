import { Module } from '@nestjs/common';
import { MortgagesController } from './mortgages.controller';
import { MortgagesService } from './mortgages.service';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';

@Module({
  controllers: [PropertiesController, MortgagesController],
  providers: [PropertiesService, MortgagesService],
  exports: [PropertiesService, MortgagesService],
})
export class RealEstateModule {}
