export { CHATS_IN_FLIGHT_METRIC, ChatsInFlight } from './chats-in-flight';
export { startMetricsServer } from './metrics-server';
