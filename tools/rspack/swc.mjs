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

/** The rule that compiles a browser build's own TS/TSX (the app, the prerender, a worker) with browserSwc. */
export const browserScriptRule = (isDev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: browserSwc(isDev),
  type: 'javascript/auto',
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
