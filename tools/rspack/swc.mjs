// swc options shared by the browser builds: TSX with emotion's jsx runtime.
export const browserSwc = (isDev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: {
      react: { runtime: 'automatic', importSource: '@emotion/react', development: isDev, refresh: false },
    },
  },
});

// Node services: legacy decorators with metadata for NestJS/TypeORM dependency injection.
export const nodeSwc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
};
