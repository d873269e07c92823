import { describe, expect, it } from 'vitest';
import { APP_ROUTES, reviewLinkPath, sharedResultPath } from './app-routes';

describe('sharedResultPath: every link to a shared result, from its APP_ROUTES pattern', () => {
  it('fills the pattern with the attempt id', () => {
    const id = '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c';
    expect(sharedResultPath(id)).toBe(`/report/${id}`);
    expect(APP_ROUTES.sharedResult.split('/')).toHaveLength(sharedResultPath(id).split('/').length);
  });

  it('keeps any id one path segment', () => {
    expect(sharedResultPath('a/b?c#d')).toBe('/report/a%2Fb%3Fc%23d');
  });
});

describe('reviewLinkPath: the page of a review link, from its APP_ROUTES pattern', () => {
  it('fills the pattern with the token, kept one path segment', () => {
    expect(reviewLinkPath('AbC-12_x')).toBe('/revisao/AbC-12_x');
    expect(reviewLinkPath('a/b?c')).toBe('/revisao/a%2Fb%3Fc');
  });
});
