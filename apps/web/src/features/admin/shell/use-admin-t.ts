export { useAdminT } from './admin-language';
