/** The namespaces the public app loads at start, needed again after a language change. */
export const NAMESPACES_AT_START = ['common', 'errors', 'frame'] as const;

/** Every back-office namespace, loaded by the admin frame before it renders. */
export const ADMIN_NAMESPACES = [
  'admin',
  'admin-content',
  'admin-catalog',
  'admin-ops',
  'admin-service',
] as const;
