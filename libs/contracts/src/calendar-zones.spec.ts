// The calendar counts on local Dates inside, so its answers must not depend on the clock's zone. Jest
// cannot change the zone of its own process, so the module runs in child processes whose TZ is set, in
// zones whose days are sometimes 23 or 25 hours long (one changes at midnight), and must answer there
// exactly what it answers here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Every function over days that cross the 2026 clock changes of the zones below, and month ends. */
const probe = `
const days = ['2026-03-07', '2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-04',
  '2026-10-25', '2026-11-01', '2024-02-29', '2026-01-31', '2026-12-31'];
const out = [];
for (const day of days) {
  out.push(c.addDays(day, 1), c.addDays(day, -1), c.addDays(day, 30), c.addDays(day, -364),
    c.addMonths(day, 1), c.addMonths(day, -1), c.addYears(day, -1), c.endOfMonth(day),
    c.startOfIsoWeek(day), c.daysBetween('2026-01-01', day), c.daysFrom(day, c.addDays(day, 3)).join(),
    c.calendarDay(2026, Number(day.slice(5, 7)) + 1, 0), c.utcMidnight(day).toISOString());
}
console.log(JSON.stringify(out));
`;

describe('the calendar in other clock zones', () => {
  let dir: string;
  beforeAll(() => {
    const { transformSync } = require('@swc/core') as typeof import('@swc/core');
    const dateFns = pathToFileURL(
      path.join(path.dirname(require.resolve('date-fns/package.json')), 'index.js'),
    );
    const source = readFileSync(path.join(here, 'calendar.ts'), 'utf8').replace(
      "'date-fns'",
      `'${dateFns.href}'`,
    );
    const { code } = transformSync(source, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-'));
    writeFileSync(path.join(dir, 'calendar.mjs'), code);
    writeFileSync(path.join(dir, 'probe.mjs'), `import * as c from './calendar.mjs';\n${probe}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (zone: string): string[] => {
    const child = spawnSync(process.execPath, [path.join(dir, 'probe.mjs')], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(child.stderr);
    return JSON.parse(child.stdout) as string[];
  };

  it.each(['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Beirut'])(
    'answers in %s what it answers in UTC',
    (zone) => {
      const utc = run('UTC');
      expect(utc).toContain('2026-03-08'); // the probe ran
      expect(run(zone)).toEqual(utc);
    },
  );
});
