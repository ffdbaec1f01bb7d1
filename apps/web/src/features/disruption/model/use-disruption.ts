import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { DisruptionNotice } from '@can/contracts/disruption';
import { noticeIn } from '@can/contracts/disruption-notice';
import { parseLocale } from '@can/contracts/locale';
import { subscribeSiteState } from '../../../lib/live-stream';
import { useIdle } from '../../../lib/use-idle';
import { disruptionKeys, disruptionNoticeQuery } from '../api/get-disruption';

const OFF: DisruptionNotice = { active: false, message: '', transport: '', updatedAt: null };

/**
 * Crisis mode as this page knows it: from the page's data (rendered on the server), then kept
 * current by the live stream, which every page joins once it is idle (one stream per browser).
 * A failed read counts as off: the page is never held back by it.
 */
export function useDisruptionNotice(): DisruptionNotice {
  const query = useQuery(disruptionNoticeQuery());
  return query.data ?? OFF;
}

/** Whether crisis mode is on (the frame leaves out its heavy parts then). */
export const useCrisisMode = () => useDisruptionNotice().active;

/** Joins the live stream for crisis mode; mount once per page (the frame's notice does). */
export function useLiveDisruption() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const idle = useIdle();
  const locale = parseLocale(i18n.resolvedLanguage);
  useEffect(() => {
    if (!idle) return;
    return subscribeSiteState((state) => {
      const current = queryClient.getQueryData<DisruptionNotice>(disruptionKeys.notice);
      if (current?.updatedAt === state.updatedAt && current.active === state.active) return;
      queryClient.setQueryData(disruptionKeys.notice, noticeIn(state, locale));
      if (state.active) void queryClient.invalidateQueries({ queryKey: disruptionKeys.flights });
    });
  }, [idle, locale, queryClient]);
}
