import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';
import { useArticleDetail } from '../api/get-article-detail';
import { articleListHref } from '../article-links';
import { ArticleView } from '../components/article-view';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/content-state';
import { useContentParams, type ContentViewProps } from '../route-props';
import { usePageTitle } from './use-page-title';
import styles from './content-page.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.details.code === 404;

/**
 * The view `article/detail`: the article of the query's articleId, its date when showDate=1.
 * Serves /headline/detail, /notice/airportDetail, /notice/companyDetail, /notification/detail,
 * /summary/detail, /business/detail and /pri/detail.
 */
export function ArticleDetailPage(props: ContentViewProps) {
  const { t } = useTranslation('content');
  const { urlKey, showDate, articleId } = useContentParams(props);
  const opened = useArticleDetail(articleId);
  // The featured pair (9685 in Chinese ⇄ 9687 in the other languages): a reader who opens the
  // other language's half reads their own, as the language menu would have swapped it.
  const locale = currentLocale();
  const own = opened.data?.contentLang !== locale ? opened.data?.counterpartId : null;
  const pair = useArticleDetail(own ?? undefined);
  const waitingForPair = own != null && pair.isPending;
  const detail = pair.data?.contentLang === locale ? pair : opened;
  usePageTitle(detail.data?.title ?? props.routeTitle, detail.data?.summary);

  let content;
  if (articleId === undefined || (detail.isError && isNotFound(detail.error)))
    content = (
      <ContentEmpty
        headingLevel={1}
        title={t('detail.notFoundTitle')}
        body={t('detail.notFoundBody')}
      />
    );
  else if (detail.isPending || waitingForPair) content = <ArticleSkeleton />;
  else if (detail.isError)
    content = (
      <ContentError
        headingLevel={1}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  else
    content = (
      <ArticleView
        article={detail.data}
        showDate={showDate}
        listHref={articleListHref(urlKey ?? detail.data.urlKey)}
        urlKey={urlKey}
      />
    );

  return (
    <div className={styles.page} aria-busy={detail.isFetching}>
      {content}
    </div>
  );
}
