/** The e2e stack's ports: away from the 3000s so a running `npm start` does not collide (and from
 *  4222/4369, which NATS and epmd hold on these machines). */
export const E2E_PORTS = {
  gateway: 4700,
  marketing: 4701,
  wealth: 4702,
  advisory: 4703,
  api: 4710,
  ai: 4720,
};
