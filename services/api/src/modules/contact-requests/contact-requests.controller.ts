import {
  contactRequestAnswerSchema,
  contactRequestSchema,
  type ContactRequest,
  type StoredContactRequest,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { Body, Controller, HttpStatus, Post, Req } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { AddressLimits } from '../limits/address-limits';
import { ContactRequestsService } from './contact-requests.service';

@ApiTags('public')
@Controller('contact-requests')
export class ContactRequestsController {
  constructor(
    private readonly contactRequests: ContactRequestsService,
    private readonly addressLimits: AddressLimits,
  ) {}

  /** The /contact form: prospects are not signed in, so the route is public. 201 with the stored request. */
  @Public()
  @Post()
  @ApiAnswer('Send the “Request Information or Demo” form', contactRequestAnswerSchema, {
    status: HttpStatus.CREATED,
  })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async create(
    @Body({ schema: contactRequestSchema }) body: ContactRequest,
    @Req() request: HttpRequest,
  ): Promise<StoredContactRequest> {
    await this.addressLimits.take('contact', request.ip);
    return this.contactRequests.create(body);
  }
}
