import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './secret-token';

describe('secret tokens', () => {
  it('makes URL-safe tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken(24)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('stores a token as its SHA-256, never as itself', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newToken();
    expect(hashToken(token)).not.toContain(token);
  });
});
