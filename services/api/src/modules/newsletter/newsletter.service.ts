import { randomUUID } from 'node:crypto';
import type { InsertNewsletterSignup } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { NewsletterSignupEntity } from './newsletter-signup.entity';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSignupEntity)
    private readonly signups: Repository<NewsletterSignupEntity>,
  ) {}

  /**
   * Adds an address to the waitlist; true when it was new. Signing up twice is a success that changes
   * nothing (the name first given stays).
   */
  async signUp(input: InsertNewsletterSignup): Promise<boolean> {
    if (await this.signups.existsBy({ email: input.email })) return false;
    const now = new Date();
    try {
      await this.signups.insert({ id: randomUUID(), ...input, signupDate: now, createdAt: now });
    } catch (error) {
      // Two requests for the same address at once: the other one won.
      if (!isUniqueViolation(error)) throw error;
      return false;
    }
    return true;
  }
}
