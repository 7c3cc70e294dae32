// What the NestJS services (services/api, services/ai) share.
export { HttpExceptionFilter } from './http-exception.filter';
export {
  configureApp,
  createHttpApp,
  GLOBAL_PREFIX,
  globalHttpProviders,
  listen,
  NEST_APP_OPTIONS,
  runOrExit,
} from './http-app';
export { describeError, INTERNAL_ERROR, toErrorAnswer, type ErrorAnswer, type ErrorBody } from './http-error';
export type { StatusResponse } from './http.types';
export { CROSS_SITE_REFUSED, isCrossSite, refuseCrossSiteRequests } from './same-origin';
export { SchemaValidationPipe, toFieldErrors } from './schema-validation.pipe';
export {
  DEFAULT_HOST,
  JSON_BODY_LIMIT,
  parsePort,
  parseTrustProxy,
  serviceConfigFromEnv,
  type ServiceConfig,
  type ServiceEnvNames,
} from './service-config';
export { ValidationFailedException, type FieldError } from './validation-failed.exception';
