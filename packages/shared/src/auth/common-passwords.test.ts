import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou', 'password123', 'trustno1'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores letter case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('SUNSHINE')).toBe(true);
  });

  it.each(['a good password', 'correct horse battery staple', 'Asha-Kiran-2030!'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
