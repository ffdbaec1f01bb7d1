import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { getClientConfig } from '../../../lib/config';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import { CloseButton } from '../../../shell/close-button';
import type { OnlineServicePartProps } from '../../../shell/frame-parts';
import { ModalDialog } from '../../../shell/modal-dialog';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { FaqAnswers } from './faq-answers';
import styles from './online-service-dialog.module.css';

/** The chat address: ONLINE_SERVICE_URL, or ONLINE_SERVICE_APP_URL in the in-app layout. */
function useChatUrl(appLayout: boolean): string | undefined {
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: () => getClientConfig(),
    staleTime: Infinity,
  });
  const settings = config.data?.config;
  const url = appLayout ? settings?.onlineServiceAppUrl : settings?.onlineServiceUrl;
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The online customer service dialog (spec section 2): closed until the floating button opens
 * it; the hotline, the service hours, the external chat in a new window, and a search of the
 * FAQ that shows the best answers to what the traveller types.
 */
export default function OnlineServiceDialog({
  open,
  onOpenChange,
  appLayout,
}: OnlineServicePartProps) {
  const { t } = useFrameTranslation();
  const chatUrl = useChatUrl(appLayout);
  const titleId = useId();
  const introId = useId();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      closeOnBackdrop
      className={styles.dialog}
      labelledBy={titleId}
      describedBy={introId}
      testId="online-service"
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('onlineService.title')}
          </h2>
          <p id={introId} className={styles.intro}>
            {t('onlineService.intro')}
          </p>
          <CloseButton
            className={styles.close}
            label={t('onlineService.close')}
            onClick={() => onOpenChange(false)}
          />
        </div>
        <div className={styles.faq}>
          <FaqAnswers onNavigate={() => onOpenChange(false)} />
        </div>
        <ul className={styles.facts}>
          <li>
            <Phone aria-hidden="true" />
            <span className={styles.factText}>
              <span className={styles.factLabel}>{t('onlineService.hotline')}</span>
              <a className={`${styles.hotline} tabular-nums`} href={SERVICE_HOTLINE_HREF}>
                {SERVICE_HOTLINE}
              </a>
              <span className={styles.muted}>{t('onlineService.allDay')}</span>
            </span>
          </li>
          <li>
            <Clock aria-hidden="true" />
            <span className={styles.factText}>
              <span className={styles.factLabel}>{t('onlineService.checkinHelp')}</span>
              <span className="tabular-nums">{t('onlineService.checkinHours')}</span>
            </span>
          </li>
        </ul>
        {chatUrl && (
          <a className={styles.chat} href={chatUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t('onlineService.chat')}
            <ExternalLink aria-hidden="true" className={styles.external} />
            <span className="visually-hidden">{t('header.opensNewTab')}</span>
          </a>
        )}
      </div>
    </ModalDialog>
  );
}
