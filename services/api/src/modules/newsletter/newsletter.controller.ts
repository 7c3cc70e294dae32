import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { ApiTags } from '@nestjs/swagger';
import {
  newsletterAnswerSchema,
  newsletterSignupSchema,
  type InsertNewsletterSignup,
  type NewsletterSignup,
} from '@heirloom/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { Public } from '../auth/public.decorator';
import { AddressLimits } from '../limits/address-limits';
import { NewsletterService } from './newsletter.service';

@Public()
@ApiTags('public')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly addressLimits: AddressLimits,
  ) {}

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
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async signUp(
    @Body({ schema: newsletterSignupSchema }) body: InsertNewsletterSignup,
    @Req() request: HttpRequest,
  ): Promise<NewsletterSignup> {
    await this.addressLimits.take('newsletter', request.ip);
    await this.newsletter.signUp(body);
    return { name: body.name, email: body.email };
  }
}
