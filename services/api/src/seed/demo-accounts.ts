// The demo's accounts, seeded into every new database (seed.service.ts): apart from the seeding, so the
// sign-in's demo entries (auth.service.ts) can name them without importing what imports sign-in.
import type { AreaLevels } from '@heirloom/contracts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo1234';
/** The demo family's name, as its professionals' client switcher shows it. */
export const DEMO_FAMILY_NAME = 'The Whitmans';
/** The demo family's CPA's own sign-in (a professional account, issue 31), same password as the demo's. */
export const DEMO_PROFESSIONAL_USERNAME = 'cpa';
/** What the demo family shares with its CPA: Tax and Private Investments, read + upload + notes. */
export const DEMO_PROFESSIONAL_AREAS: AreaLevels = { tax: 'notes', private_investments: 'notes' };
