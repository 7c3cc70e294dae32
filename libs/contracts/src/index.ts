export * from './brand';
export * from './navigation';
export * from './money';
export * from './entities';
export * from './json-schema';
export * from './json-formats';
export * from './api';
