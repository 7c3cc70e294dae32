import { isUpload, route } from './routing';
import { cacheControlFor } from './static-files';

describe('gateway routing', () => {
  it('sends the AI routes to the AI service', () => {
    expect(route('POST', '/api/ai/chat')).toEqual({ kind: 'ai' });
    expect(route('GET', '/api/ai/health')).toEqual({ kind: 'ai' });
    expect(route('POST', '/api/recommendations/generate')).toEqual({ kind: 'ai' });
  });

  it('sends every other /api call to the API', () => {
    expect(route('GET', '/api/recommendations/generate')).toEqual({ kind: 'api' });
    expect(route('PATCH', '/api/recommendations/abc')).toEqual({ kind: 'api' });
    expect(route('POST', '/api/newsletter/signup')).toEqual({ kind: 'api' });
    expect(route('GET', '/api/aim')).toEqual({ kind: 'api' });
  });

  it('knows the document upload, the one call with a larger body limit', () => {
    expect(isUpload('POST', '/api/documents')).toBe(true);
    expect(isUpload('GET', '/api/documents')).toBe(false);
    expect(isUpload('POST', '/api/documents/x')).toBe(false);
    expect(isUpload('POST', '/api/imports')).toBe(true);
    expect(isUpload('POST', '/api/imports/x/commit')).toBe(false);
    expect(isUpload('POST', '/api/accounts')).toBe(false);
  });

  it('maps remote assets to their remote and everything else to the shell', () => {
    expect(route('GET', '/remotes/wealth/mf-manifest.json')).toEqual({
      kind: 'remote',
      remote: 'wealth',
      path: '/mf-manifest.json',
    });
    expect(route('GET', '/remotes/unknown/x.js')).toEqual({ kind: 'shell' });
    expect(route('GET', '/remotes.json')).toEqual({ kind: 'remotes-json' });
    expect(route('GET', '/dashboard')).toEqual({ kind: 'shell' });
  });
});

describe('cache rules', () => {
  it('revalidates entry points and caches hashed chunks forever', () => {
    expect(cacheControlFor('/d/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/d/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d/main.3f9a0c1b2d.js')).toContain('immutable');
  });
});
