// Split out so zod loads with the first interaction with the form, not with every page.
export { newsletterSignupSchema } from '@heirloom/contracts';
