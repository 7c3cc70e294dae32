// What the tool files share: money as the chat writes it, percentages with their sign, and the strict
// empty argument object of a tool that takes none.
import { z } from 'zod';
import { formatMoney } from '../facts/format';

export const $ = formatMoney;
export const $orNull = (value: string | null) => (value === null ? null : formatMoney(value));
export const pct = (value: string | null) => (value === null ? null : `${value}%`);

/** A tool without arguments still says so: the model must send `{}`, nothing else. */
export const noArguments = z.strictObject({});
