import { HttpError } from './http-answers';
import { parseRequestTarget } from './request-target';

const status = (raw: string) => {
  try {
    parseRequestTarget(raw, 8192);
    return 200;
  } catch (err) {
    return (err as HttpError).status;
  }
};

describe('request target validation', () => {
  it('accepts the paths and queries of the site', () => {
    expect(parseRequestTarget('/login?next=/dashboard', 8192)).toEqual({
      pathname: '/login',
      search: '?next=/dashboard',
    });
    expect(parseRequestTarget('/remotes/wealth/mf-manifest.json', 8192).pathname).toBe(
      '/remotes/wealth/mf-manifest.json',
    );
    expect(status('/api/transactions?page=1&q={a|b}')).toBe(200);
    expect(status('/caf%C3%A9')).toBe(200);
  });

  it('resolves dot segments, encoded ones included, before routing', () => {
    expect(parseRequestTarget('/remotes/wealth/../../api/x', 8192).pathname).toBe('/api/x');
    expect(parseRequestTarget('/a/%2e%2e/b', 8192).pathname).toBe('/b');
  });

  it.each([
    ['//', 400],
    ['/remotes/wealth//', 400],
    ['/\\', 400],
    ['/%5C', 400],
    ['/%E0%A4%A', 400],
    ['/%00', 400],
    ['/%0a', 400],
    ['/a b', 400],
    ['/?a=b c', 400],
    ['http://evil.example/', 400],
    ['*', 400],
    ['', 400],
  ])('refuses %j with %i', (raw, expected) => {
    expect(status(raw)).toBe(expected);
  });

  it('refuses a target over the length limit with 414', () => {
    expect(status('/' + 'a'.repeat(9000))).toBe(414);
  });
});
