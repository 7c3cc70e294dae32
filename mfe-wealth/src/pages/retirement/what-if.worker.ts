// The what-ifs' Web Worker: one Monte Carlo run per message, off the page's thread. Built as a bundle of
// its own outside Module Federation (tools/rspack/worker-bundle.mjs): it imports the engine by its file
// and nothing else, so it carries no React and no federation runtime.
import { projectionWire, type WhatIfAnswer, type WhatIfRequest } from './what-if';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WhatIfRequest>) => void) | null;
  postMessage(answer: WhatIfAnswer): void;
};

scope.onmessage = (event) => {
  const { id, scenario, year } = event.data;
  scope.postMessage({ id, projection: projectionWire(scenario, year) });
};
