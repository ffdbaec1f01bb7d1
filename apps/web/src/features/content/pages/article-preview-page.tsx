import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import { ApiError } from '../../../lib/api-client';
import { useArticlePreview } from '../api/get-article-preview';
import { ArticleView } from '../components/article-view';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/content-state';
import type { ContentViewProps } from '../route-props';
import { usePageTitle } from './use-page-title';
import styles from './content-page.module.css';
import previewStyles from './article-preview-page.module.css';
import { ButtonAnchor } from '../../../ui/button';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.details.code : undefined);

/**
 * The view `article/preview` (/preview/article?token=…): an editor's draft in the public layout
 * before it is published, with the public article view. Only signed-in staff get the draft; the
 * token expires after half an hour.
 */
export function ArticlePreviewPage(props: ContentViewProps) {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const preview = useArticlePreview(token);
  usePageTitle(
    preview.data ? t('preview.documentTitle', { title: preview.data.title }) : props.routeTitle,
  );

  const code = codeOf(preview.error);
  let content;
  if (!token || code === 601 || code === 400)
    content = (
      <ContentEmpty
        headingLevel={1}
        title={t('preview.expiredTitle')}
        body={t('preview.expiredBody')}
      />
    );
  else if (code === 401 || code === 403)
    content = (
      <ContentEmpty headingLevel={1} title={t('preview.staffTitle')} body={t('preview.staffBody')}>
        <ButtonAnchor variant="primary" href="/admin/login">
          {t('preview.signIn')}
        </ButtonAnchor>
      </ContentEmpty>
    );
  else if (preview.isPending) content = <ArticleSkeleton />;
  else if (preview.isError)
    content = (
      <ContentError
        headingLevel={1}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  else
    content = (
      <>
        <p className={previewStyles.note} role="note">
          <Eye aria-hidden="true" className={previewStyles.icon} />
          {t('preview.note')}
        </p>
        <div lang={preview.data.locale}>
          <ArticleView article={preview.data} showDate={preview.data.kind !== 'page'} />
        </div>
      </>
    );

  return (
    <div className={styles.page} aria-busy={preview.isFetching}>
      {content}
    </div>
  );
}
