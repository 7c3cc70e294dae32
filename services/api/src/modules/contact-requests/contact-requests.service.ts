import { randomUUID } from 'node:crypto';
import type { ContactRequest, StoredContactRequest } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactRequestEntity } from './contact-request.entity';

@Injectable()
export class ContactRequestsService {
  constructor(
    @InjectRepository(ContactRequestEntity)
    private readonly requests: Repository<ContactRequestEntity>,
  ) {}

  /** Keeps a validated request; every submission is its own row (a follow-up is a new inquiry). */
  async create(input: ContactRequest): Promise<StoredContactRequest> {
    const request = this.requests.create({ id: randomUUID(), ...input, createdAt: new Date() });
    await this.requests.insert(request);
    return toStoredContactRequest(request);
  }
}

export function toStoredContactRequest(entity: ContactRequestEntity): StoredContactRequest {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    phone: entity.phone,
    company: entity.company,
    inquiryType: entity.inquiryType,
    assetsUnderManagement: entity.assetsUnderManagement,
    message: entity.message,
    createdAt: entity.createdAt.toISOString(),
  };
}
