import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller';
import { NewsletterSignupEntity } from './newsletter-signup.entity';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSignupEntity])],
  controllers: [NewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
