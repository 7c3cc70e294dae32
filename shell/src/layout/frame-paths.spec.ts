import { describe, expect, it } from '@jest/globals';
import { pathHasFrame } from './frame-paths';

describe('pathHasFrame', () => {
  it('is false for the pages drawn without the frame, so they never load its chunk', () => {
    for (const path of ['/', '', '/login', '/login/', '/register', '/invite/abc123'])
      expect([path, pathHasFrame(path)]).toEqual([path, false]);
  });

  it('is true for the framed public pages, every signed-in page, /account and unknown paths (the 404)', () => {
    for (const path of [
      '/home',
      '/home/',
      '/about',
      '/contact',
      '/dashboard',
      '/transactions',
      '/account',
      '/nope',
    ])
      expect([path, pathHasFrame(path)]).toEqual([path, true]);
  });
});
