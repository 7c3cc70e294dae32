import {
  newsletterSignupSchema,
  type InsertNewsletterSignup,
  type NewsletterSignup,
} from '@heirloom/contracts';
import type { StatusResponse } from '@heirloom/server';
import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { NewsletterService } from './newsletter.service';

@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 201 with the new signup; 200 when the address was already on the list. */
  @Post('signup')
  async signUp(
    @Body({ schema: newsletterSignupSchema }) body: InsertNewsletterSignup,
    @Res({ passthrough: true }) response: StatusResponse,
  ): Promise<NewsletterSignup> {
    const { signup, created } = await this.newsletter.signUp(body);
    if (!created) response.status(HttpStatus.OK);
    return signup;
  }
}
