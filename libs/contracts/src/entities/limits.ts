// Column and text bounds, apart from the zod field builders: the browser reads them on pages that draw
// no form (the upload dialog's file-name limit), where zod is not loaded.
/**
 * Column bounds the API's tables use (its entities declare their columns with these), and the inputs are
 * checked against them before they reach the DB, so a value too long for its column is a 400, never a
 * database error. services/api's column-lengths.spec.ts sends every text input at its longest.
 */
export const limits = {
  /** decimal(15,2): thirteen integer digits. */
  maxMoney: 9_999_999_999_999.99,
  /** A uuid. */
  id: 36,
  username: 32,
  shortText: 100,
  name: 200,
  address: 500,
  description: 4000,
  notes: 2000,
  /** The contact form's message (a `text` column). */
  message: 5000,
  email: 320,
  url: 2048,
  phone: 50,
  /** A ticker symbol (options symbols run to about 20). */
  symbol: 20,
  /** An EIN as stored: "84-1234567". */
  ein: 10,
} as const;
