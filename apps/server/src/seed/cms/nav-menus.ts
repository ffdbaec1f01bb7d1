import type { I18nText } from '../../platform/i18n-text';
import navMenus from './data/nav-menus.json';

export interface NavSeed {
  id: number;
  urlkey: string;
  path: string;
  name: I18nText;
  component?: string;
  query?: string;
  hidden?: boolean;
  children?: NavSeed[];
}

/**
 * The site's navigation (`data/nav-menus.json`): seven sections as on a large airport's site.
 * Each entry's component names a view of the web app's registry; query becomes the view's props
 * (content pages use `content/folder` with `urlKey=<folder>`); hidden entries are routes that
 * stay out of the menu (the Terminal 3 views, the notification list).
 */
export const NAV_MENUS: NavSeed[] = navMenus;
