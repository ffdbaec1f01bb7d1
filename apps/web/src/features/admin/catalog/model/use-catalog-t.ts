import { useAdminT } from '../../shell/use-admin-t';

/** Texts of this area (namespace admin-catalog, zh-CN or en-US). */
export const useCatalogT = () => useAdminT('admin-catalog');
