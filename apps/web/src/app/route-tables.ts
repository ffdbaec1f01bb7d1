/*
 * The route tables, loaded with the first navigation away from the home page (not with `/`):
 * the menu's routes, the static routes and the views they name.
 */
export { buildMenuRoutes } from './menu-routes';
export { buildStaticRoutes } from './static-routes';
