// Every entity, listed explicitly: the bundled service cannot glob for files.
import { NewsletterSignupEntity } from '../modules/newsletter/newsletter-signup.entity';

export const entities = [NewsletterSignupEntity];
