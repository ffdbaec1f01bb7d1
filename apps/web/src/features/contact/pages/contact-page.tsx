import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useDocumentTitle } from '../../../lib/document-title';
import { NamespaceTexts } from '../../../lib/namespace-texts';
import { useContactPage } from '../api/get-contact-page';
import { CmsHtml } from '../components/cms-html';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';
import { PageHeading } from '../../../ui/page';

function decodeProp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The CMS page of the folder: contact channels, addresses and hours (or investor contacts). */
function ContactChannels({ urlKey }: { urlKey: string }) {
  const { t } = useTranslation('contact');
  const page = useContactPage(urlKey);
  if (!urlKey || (page.isSuccess && !page.data)) return null;
  if (page.isPending)
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('channels.loading')}
        </span>
        <span />
        <span />
        <span />
      </div>
    );
  if (page.isError)
    return (
      <div className={styles.channelsError} role="alert">
        <p>{t('channels.error')}</p>
        <button type="button" onClick={() => void page.refetch()} disabled={page.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('channels.retry')}
        </button>
      </div>
    );
  return (
    <section className={styles.channels} aria-label={page.data!.title}>
      <CmsHtml className={styles.article} html={page.data!.content} />
    </section>
  );
}

function ContactContent({ urlKey, routeTitle }: { urlKey: string; routeTitle?: string }) {
  const { t } = useTranslation('contact');
  const { t: common } = useTranslation();
  const title = routeTitle ?? t('title');
  useDocumentTitle(`${title} | ${common('airportName')}`);
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{title}</PageHeading>
      <ContactChannels urlKey={urlKey} />
      <section className={styles.formCard} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          {t('form.title')}
        </h2>
        <p className={styles.formIntro}>{t('form.intro')}</p>
        <ContactForm />
      </section>
    </div>
  );
}

/**
 * The view `contact/index`: /footer/contact/us (folder contact-us) and the interaction page
 * /footer/interactiveCommunication (folder mail): the folder's CMS page, then the contact form.
 */
export default function ContactPage(props: { urlKey?: string; routeTitle?: string }) {
  const [search] = useSearchParams();
  const urlKey = decodeProp(props.urlKey) ?? search.get('urlKey') ?? 'contact-us';
  return (
    <NamespaceTexts ns="contact" fallback={<div className={styles.page} />}>
      <ContactContent urlKey={urlKey} routeTitle={props.routeTitle} />
    </NamespaceTexts>
  );
}
