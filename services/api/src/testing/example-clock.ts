// The OpenAPI examples' clock, apart from openapi-examples.ts so the example requests can place their
// dates on it (a grant's end within the year) without importing the module that imports them.

/** The examples' "now": the family is anchored to this day and every stored timestamp is this instant. */
export const EXAMPLE_CLOCK = new Date('2026-01-15T15:00:00.000Z');
/** Writes happen a minute after the family was loaded, as they would: their rows' updatedAt says so. */
export const EXAMPLE_WRITE_CLOCK = new Date(EXAMPLE_CLOCK.getTime() + 60_000);
