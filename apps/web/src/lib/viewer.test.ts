import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer';

const jwt = (payload: object) =>
  `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('viewerOf', () => {
  it('is anonymous without a token', () => {
    expect(viewerOf(null)).toBe('anonymous');
  });

  it("is the token's user, whichever token of theirs it is", () => {
    expect(viewerOf(jwt({ sub: 'user-1', sid: 'a' }))).toBe('user:user-1');
    expect(viewerOf(jwt({ sub: 'user-1', sid: 'b' }))).toBe('user:user-1');
    expect(viewerOf(jwt({ sub: 'user-2' }))).toBe('user:user-2');
  });

  it('is the token itself when it names nobody it can read', () => {
    expect(viewerOf('not-a-jwt')).toBe('not-a-jwt');
  });
});
