// The what-ifs' Web Worker: one Monte Carlo run per message, off the page's thread.
import { projectionWire, type WhatIfAnswer, type WhatIfRequest } from './what-if';

self.onmessage = (event: MessageEvent<WhatIfRequest>) => {
  const { id, scenario, year } = event.data;
  const answer: WhatIfAnswer = { id, projection: projectionWire(scenario, year) };
  self.postMessage(answer);
};
