/**
 * Every query of the check-in module, one file per table group. Functions take the database or a
 * transaction (the same `Db` type) first; services group them with db/transaction.ts.
 */
export * from './passengers';
export * from './seats';
export * from './check-ins';
export * from './sessions';
export * from './member-link';
export { isUniqueViolation } from './unique-violation';
