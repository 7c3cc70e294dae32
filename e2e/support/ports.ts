/**
 * The e2e stack's ports: away from the 3000s so a running `npm start` does not collide (and from
 * 4222/4369, which NATS and epmd hold on these machines). E2E_PORT_BASE moves the whole block, so two
 * checkouts can run their suites at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4700);

export const E2E_PORTS = {
  gateway: base,
  marketing: base + 1,
  wealth: base + 2,
  advisory: base + 3,
  api: base + 10,
  ai: base + 20,
};

/** Dedicated gateway + remote servers for the isolation, redeploy and API restart suites. */
export const ISOLATION_PORT_BASE = base + 40;
export const REDEPLOY_PORT_BASE = base + 60;
export const API_RESTART_PORT_BASE = base + 80;
