/** What the articles area lends the notifications area: the same editing rules, another scope. */
export { createArticleAdmin, type RecordAudit } from './article-admin';
export { NOTIFICATIONS } from './scopes';
