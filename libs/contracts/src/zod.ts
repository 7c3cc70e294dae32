// The one zod of libs/contracts: every schema module imports `z` from here, so this runs before any
// schema is built. Zod decides when it builds an object schema whether to compile a fast path with
// `new Function`, which the site's CSP forbids in browsers (zod falls back, but only after a refused and
// logged eval). Each app bundles its own zod; whichever copy builds these schemas is told first. Servers
// keep the compiled fast path. package.json names this file in `sideEffects`: without that, bundlers
// would send `import { z } from './zod'` straight to 'zod' and never run this module.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
