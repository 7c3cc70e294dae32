// Every migration, in order, listed explicitly: the bundled service cannot glob for files.
import { CreateNewsletterSignups1763784000000 } from './1763784000000-create-newsletter-signups';

export const migrations = [CreateNewsletterSignups1763784000000];
