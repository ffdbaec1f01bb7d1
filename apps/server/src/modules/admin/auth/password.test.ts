import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('staff password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterz', stored)).resolves.toBe(false);
  });

  it('salts every hash and refuses malformed ones', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('same password', 'bcrypt$x$y$z$a$b')).resolves.toBe(false);
  });
});
