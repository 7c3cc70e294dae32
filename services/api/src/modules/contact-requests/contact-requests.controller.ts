import {
  contactRequestAnswerSchema,
  contactRequestSchema,
  type ContactRequest,
  type StoredContactRequest,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Body, Controller, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { ContactRequestsService } from './contact-requests.service';

@ApiTags('public')
@Controller('contact-requests')
export class ContactRequestsController {
  constructor(private readonly contactRequests: ContactRequestsService) {}

  /** The /contact form: prospects are not signed in, so the route is public. 201 with the stored request. */
  @Public()
  @Post()
  @ApiAnswer('Send the “Request Information or Demo” form', contactRequestAnswerSchema, {
    status: HttpStatus.CREATED,
  })
  create(@Body({ schema: contactRequestSchema }) body: ContactRequest): Promise<StoredContactRequest> {
    return this.contactRequests.create(body);
  }
}
