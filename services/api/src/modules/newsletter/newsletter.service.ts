import { randomUUID } from 'node:crypto';
import type { InsertNewsletterSignup, NewsletterSignup } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { NewsletterSignupEntity } from './newsletter-signup.entity';

export interface SignupResult {
  signup: NewsletterSignup;
  /** False when the address was already on the list. */
  created: boolean;
}

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSignupEntity)
    private readonly signups: Repository<NewsletterSignupEntity>,
  ) {}

  /**
   * Adds an address to the waitlist. Signing up twice is a success that changes nothing; the answer
   * echoes the name just sent, so it never reveals the name someone else stored for that address.
   */
  async signUp(input: InsertNewsletterSignup): Promise<SignupResult> {
    const existing = await this.signups.findOneBy({ email: input.email });
    if (existing) return { signup: { ...toNewsletterSignup(existing), name: input.name }, created: false };

    const now = new Date();
    const signup = this.signups.create({ id: randomUUID(), ...input, signupDate: now, createdAt: now });
    try {
      await this.signups.insert(signup);
    } catch (error) {
      // Two requests for the same address at once: the other one won.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.signups.findOneByOrFail({ email: input.email });
      return { signup: { ...toNewsletterSignup(winner), name: input.name }, created: false };
    }
    return { signup: toNewsletterSignup(signup), created: true };
  }
}

export function toNewsletterSignup(entity: NewsletterSignupEntity): NewsletterSignup {
  return {
    id: entity.id,
    name: entity.name,
    email: entity.email,
    signupDate: entity.signupDate.toISOString(),
  };
}
