// What the NestJS services (services/api, services/ai) share.
export {
  DEFAULT_SHUTDOWN,
  exitOnSignals,
  gracefulShutdown,
  LifecycleModule,
  ServiceLifecycle,
  shutdownEnv,
  shutdownOptionsFromEnv,
  shutdownOptionsOf,
  type ShutdownOptions,
} from './graceful-shutdown';
export {
  HttpExceptionFilter,
  OUTAGE_RETRY_AFTER_SECONDS,
  type OutageClassifier,
} from './http-exception.filter';
export {
  configureApp,
  createHttpApp,
  createTestHttpApp,
  REQUEST_ID_HEADER,
  requestIdOf,
  httpAdapter,
  type HttpApp,
  type HttpReply,
  type HttpRequest,
  GLOBAL_PREFIX,
  globalHttpProviders,
  type GlobalHttpOptions,
  listen,
  NEST_APP_OPTIONS,
  runOrExit,
} from './http-app';
export { describeError, INTERNAL_ERROR, toErrorAnswer, type ErrorAnswer, type ErrorBody } from './http-error';
export type { StatusResponse } from './http.types';
export { CROSS_SITE_REFUSED, isCrossSite, parsePublicOrigins, requestHost } from './same-origin';
export { SchemaValidationPipe, toFieldErrors } from './schema-validation.pipe';
export {
  closeCounterStore,
  COUNTER_TABLE,
  counterKey,
  createCounter,
  MEMORY_STORE,
  redisCounterStore,
  retryAfterSeconds,
  takePoint,
  type Counter,
  type CounterOptions,
  type CounterStore,
} from './limits';
export {
  DEFAULT_HOST,
  DEFAULT_TRUST_PROXY,
  JSON_BODY_LIMIT,
  parsePort,
  parseTrustProxy,
  publicOriginsVar,
  bytesOf,
  serviceConfigFromEnv,
  serviceConfigOf,
  trustProxyVar,
  type ServiceConfig,
  type ServiceEnvNames,
} from './service-config';
export { TooLargeException } from './too-large.exception';
export { DEFAULT_RETRY_AFTER_SECONDS, TooManyRequestsException } from './too-many-requests.exception';
export { ValidationFailedException, type FieldError } from './validation-failed.exception';
export {
  ApiAnswer,
  ApiErrors,
  ApiPublic,
  finishOpenApiDocument,
  openApiDocumentOptions,
  withExamples,
  type AnswerOptions,
  type OpenApiExamples,
  type OperationExample,
} from './openapi';
export { EventStream, SSE_HEARTBEAT_MS } from './sse';
