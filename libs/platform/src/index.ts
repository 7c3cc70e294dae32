export * from './api';
export * from './query-client';
export * from './theme';
export * from './toast';
export * from './remote';
export * from './session';
export * from './upload';
export * from './sse';
