import type { DisruptionNotice, DisruptionState } from './disruption';
import type { Locale } from './locale';

/**
 * The notice in one language from crisis mode's state: English stands in for a missing text.
 * Zod-free, so every page's frame can use it without the schema library.
 */
export function noticeIn(state: DisruptionState, locale: Locale): DisruptionNotice {
  return {
    active: state.active,
    message: state.active ? state.message[locale] || state.message['en-US'] : '',
    transport: state.active ? state.transport[locale] || state.transport['en-US'] : '',
    updatedAt: state.updatedAt,
  };
}
