import { useTranslation } from '../lib/i18n';

/** The page frame's texts: locales/<lang>/frame.json, loaded at start-up (app/i18n.ts). */
export const FRAME_NS = 'frame';

export function useFrameTranslation() {
  return useTranslation(FRAME_NS);
}
