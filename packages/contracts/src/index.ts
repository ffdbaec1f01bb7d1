export * from './locale';
export * from './envelope';
export * from './signing';
export * from './weather';
export * from './client-config';
export * from './health';
export * from './cms';
