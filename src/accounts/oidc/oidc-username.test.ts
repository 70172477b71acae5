import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '../dto/credentials.dto';
import { suggestedUsername, usernameCandidate } from './oidc-username';

describe('the username an OpenID Connect sign-in suggests', () => {
  it('takes preferred_username, else the email, else the name, kept to the characters a username may hold', () => {
    expect(suggestedUsername({ preferred_username: 'ada' })).toBe('ada');
    expect(suggestedUsername({ preferred_username: 'Zoë Ray' })).toBe('Zoe_Ray');
    expect(suggestedUsername({ preferred_username: 'x', email: 'grace.hopper@example.org' })).toBe('gracehopper');
    expect(suggestedUsername({ name: 'Ada Lovelace' })).toBe('Ada_Lovelace');
    expect(suggestedUsername({ preferred_username: '李', name: '!!' })).toBe('player');
    expect(suggestedUsername({ preferred_username: 'a'.repeat(40) })).toBe('a'.repeat(24));
  });

  it('makes a taken name unique with a suffix that still fits 24 characters', () => {
    expect(usernameCandidate('ada', 1)).toBe('ada');
    expect(usernameCandidate('ada', 2)).toBe('ada-2');
    const long = usernameCandidate('b'.repeat(24), 12);
    expect(long).toBe(`${'b'.repeat(21)}-12`);
    expect(USERNAME_PATTERN.test(long)).toBe(true);
  });
});
