import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { NamespaceTexts } from '../../../lib/namespace-texts';
import { useContactPage } from '../api/get-contact-page';
import { CmsHtml } from '../components/cms-html';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';
import { ErrorState } from '../../../ui/states';
import { Page, PageHead } from '../../../ui/page';

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
      <ErrorState
        message={t('channels.error')}
        retry={{
          label: t('channels.retry'),
          onRetry: () => void page.refetch(),
          busy: page.isFetching,
        }}
      />
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
    <Page className={styles.page}>
      <PageHead title={title} />
      <ContactChannels urlKey={urlKey} />
      <section className={styles.formCard} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          {t('form.title')}
        </h2>
        <p className={styles.formIntro}>{t('form.intro')}</p>
        <ContactForm />
      </section>
    </Page>
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
    <NamespaceTexts ns="contact" fallback={<Page className={styles.page} />}>
      <ContactContent urlKey={urlKey} routeTitle={props.routeTitle} />
    </NamespaceTexts>
  );
}
