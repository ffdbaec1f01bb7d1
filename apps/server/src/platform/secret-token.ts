import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (member and staff sessions, check-in, previews): 256 random bits. */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What is stored in place of a token: its SHA-256, so a leaked table or store reveals none. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
