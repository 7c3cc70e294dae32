// The chats this process is answering right now, for an autoscaler that scales the AI service on its
// real work rather than on CPU alone (docs/deployment.md, "Scaling"). A Prometheus gauge
// (prom-client, the maintained client every Prometheus scraper and adapter reads), kept in a registry of
// its own so it holds this one figure and nothing a test or another module registered.
import { Gauge, Registry } from 'prom-client';

export const CHATS_IN_FLIGHT_METRIC = 'heirloom_ai_chats_in_flight';

export class ChatsInFlight {
  readonly registry = new Registry();
  private readonly gauge = new Gauge({
    name: CHATS_IN_FLIGHT_METRIC,
    help: 'Advisor chats (POST /api/ai/chat and /api/ai/chat/stream) this process is answering',
    registers: [this.registry],
  });

  /** Counts `work` as one chat in flight until it settles, whether it answers or fails. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.gauge.inc();
    try {
      return await work();
    } finally {
      this.gauge.dec();
    }
  }

  async count(): Promise<number> {
    return (await this.gauge.get()).values[0]?.value ?? 0;
  }
}
