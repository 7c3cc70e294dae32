// What every part of the demo family is built from: the anchor day and the rules it must respect.
import { day, utcDay } from './calendar';

/**
 * The family's fixed history (purchases, the 2017 wills, the 2024 K-1s filed in 2025) ends here;
 * anchoring the relative data before it would put dated facts in the future.
 */
export const EARLIEST_TODAY = day(2025, 10, 16);

export interface DemoContext {
  /** Midnight UTC of the anchor day; nothing else in the generator reads the clock. */
  today: Date;
}

export function demoContext(today: Date): DemoContext {
  const anchor = utcDay(today);
  if (anchor < EARLIEST_TODAY) {
    throw new RangeError(
      `The demo family is built for days from ${EARLIEST_TODAY.toISOString().slice(0, 10)} on`,
    );
  }
  return { today: anchor };
}
