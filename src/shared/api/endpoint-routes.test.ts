import { describe, expect, it } from 'vitest';
import { API_PREFIX, buildPath, endpoints } from './contract';
import { API_BASE, ENDPOINT_ROUTES, routePath } from './endpoint-routes';

describe('the client route table follows the contract', () => {
  it('has every endpoint with the same method and path, and nothing else', () => {
    const fromContract = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [
        name,
        { method: endpoint.method, path: endpoint.path },
      ]),
    );
    expect(ENDPOINT_ROUTES).toEqual(fromContract);
    expect(API_BASE).toBe(API_PREFIX);
  });

  it('fills path parameters as the contract does', () => {
    expect(routePath('authMx', { email: 'ada@x.test' })).toBe(buildPath('authMx', { email: 'ada@x.test' }));
    expect(() => routePath('authMx')).toThrow('missing path param email');
  });
});
