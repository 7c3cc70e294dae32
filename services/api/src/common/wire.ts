// How a row goes over the wire: as it is, except that points in time become ISO strings. Decimals are
// already strings (decimal.transformer.ts) and dates "YYYY-MM-DD" strings on both databases.

export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function toWire<T extends object>(row: T): Wire<T> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    wire[key] = value instanceof Date ? value.toISOString() : value;
  }
  return wire as Wire<T>;
}
