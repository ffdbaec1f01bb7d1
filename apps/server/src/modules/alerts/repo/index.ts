/**
 * Every query of the alerts module, one file per table: subscriptions, the told state of each
 * followed flight, and the outbox of messages (jobs). Functions take the database or a
 * transaction first; services group them with db/transaction.ts.
 */
export * from './subscriptions';
export * from './flight-state';
export * from './jobs';
