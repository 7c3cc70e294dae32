// A failed action's toast text, apart from the grant form so the cards that toast do not load the form.
import { apiMessage } from '@heirloom/platform';

/** A failure's message to toast: the API's own, or `fallback`. */
export const failureText = (error: unknown, fallback: string) => apiMessage(error) ?? fallback;
