/**
 * Terminal and traffic maps, drawn from the terminal layout (zod-free, so a page can name a call
 * without loading schemas).
 */
export const mapPaths = {
  terminal: '/byairport-cms/map/terminal',
  traffic: '/byairport-cms/map/traffic',
} as const;
