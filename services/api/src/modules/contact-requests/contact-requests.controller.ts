import { contactRequestSchema, type ContactRequest, type StoredContactRequest } from '@heirloom/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { ContactRequestsService } from './contact-requests.service';

@Controller('contact-requests')
export class ContactRequestsController {
  constructor(private readonly contactRequests: ContactRequestsService) {}

  /** The /contact form: prospects are not signed in, so the route is public. 201 with the stored request. */
  @Public()
  @Post()
  create(@Body({ schema: contactRequestSchema }) body: ContactRequest): Promise<StoredContactRequest> {
    return this.contactRequests.create(body);
  }
}
