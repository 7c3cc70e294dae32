import { ApiAnswer } from '@heirloom/server';
import { ApiTags } from '@nestjs/swagger';
import {
  newsletterAnswerSchema,
  newsletterSignupSchema,
  type InsertNewsletterSignup,
  type NewsletterSignup,
} from '@heirloom/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { NewsletterService } from './newsletter.service';

@Public()
@ApiTags('public')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 202 with what was sent, whether the address is new or already listed: nobody learns which. */
  @Post('signup')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAnswer(
    'Join the waitlist (the same answer whether the address is new or not)',
    newsletterAnswerSchema,
    {
      status: HttpStatus.ACCEPTED,
    },
  )
  async signUp(
    @Body({ schema: newsletterSignupSchema }) body: InsertNewsletterSignup,
  ): Promise<NewsletterSignup> {
    await this.newsletter.signUp(body);
    return { name: body.name, email: body.email };
  }
}
