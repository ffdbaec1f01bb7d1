import type { MemberAvatar } from '@can/contracts/paths';

/*
 * The drawn avatars a member picks from: small SVGs as data URLs, so the header's avatar menu
 * shows the same picture on every page without a request (spec section 2: member image).
 */
const frame = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>${body}</svg>`;

const AVATAR_SVG: Record<MemberAvatar, string> = {
  plane: frame(
    '#0b4ea2',
    '<path fill="#fff" d="M30 12c1.6 0 2.6 1.6 2.6 4v10l16 9v4l-16-5v10l5 4v3l-7.6-2-7.6 2v-3l5-4V34l-16 5v-4l16-9V16c0-2.4 1-4 2.6-4z"/>',
  ),
  tower: frame(
    '#072a55',
    '<path fill="#ffb81c" d="M22 18h20l-3 8H25z"/><path fill="#fff" d="M27 26h10l2 26H25zM30 12h4v6h-4z"/><path fill="#072a55" d="M29 32h6v4h-6z"/>',
  ),
  kapok: frame(
    '#fef3f2',
    '<g fill="#c8372d">' +
      [0, 72, 144, 216, 288]
        .map((a) => `<ellipse cx="32" cy="20" rx="7" ry="12" transform="rotate(${a} 32 32)"/>`)
        .join('') +
      '</g><circle cx="32" cy="32" r="5" fill="#ffb81c"/>',
  ),
  globe: frame(
    '#067647',
    '<circle cx="32" cy="32" r="18" fill="none" stroke="#fff" stroke-width="3"/><ellipse cx="32" cy="32" rx="8" ry="18" fill="none" stroke="#fff" stroke-width="3"/><path stroke="#fff" stroke-width="3" d="M14 32h36M17 23h30M17 41h30"/>',
  ),
  suitcase: frame(
    '#ffb81c',
    '<rect x="16" y="22" width="32" height="24" rx="4" fill="#1a2433"/><path fill="none" stroke="#1a2433" stroke-width="3" d="M26 22v-5h12v5"/><path stroke="#ffb81c" stroke-width="3" d="M24 22v24M40 22v24"/>',
  ),
  cloud: frame(
    '#eaf1fb',
    '<path fill="#0b4ea2" d="M22 44a9 9 0 0 1-1-18 12 12 0 0 1 23-3 10 10 0 0 1 1 21z"/>',
  ),
};

export const avatarUrl = (avatar: MemberAvatar): string =>
  `data:image/svg+xml,${encodeURIComponent(AVATAR_SVG[avatar])}`;
