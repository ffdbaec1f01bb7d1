import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useArticleList } from '../api/get-article-list';
import { ArticleList, ArticleListSkeleton } from '../components/article-list';
import { ContentEmpty, ContentError } from '../components/content-state';
import { Breadcrumb } from '../components/breadcrumb';
import { Pager } from '../components/pager';
import { useContentParams, type ContentViewProps } from '../route-props';
import { usePageTitle } from './use-page-title';
import styles from './content-page.module.css';
import { PageHeading } from '../../../ui/page';

/** The view `article/list`: a folder's articles, newest first, paged, with dates if showDate. */
export function ArticleListPage(props: ContentViewProps) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const { urlKey, showDate, pageNum } = useContentParams(props);
  const list = useArticleList(urlKey ?? '', pageNum);
  const title = props.routeTitle ?? t('list.title');
  usePageTitle(title, t('list.description', { title }));

  let content;
  if (!urlKey || (list.isSuccess && list.data.total === 0))
    content = <ContentEmpty title={t('list.emptyTitle')} body={t('list.emptyBody')} />;
  else if (list.isPending) content = <ArticleListSkeleton />;
  else if (list.isError)
    content = <ContentError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else
    content = (
      <>
        <ArticleList
          articles={list.data.list}
          urlKey={urlKey}
          showDate={showDate}
          labelledBy={headingId}
        />
        <Pager page={list.data.pageNum} pages={list.data.pages} />
      </>
    );

  return (
    <div className={styles.page} aria-busy={list.isFetching}>
      <Breadcrumb trail={[{ label: title }]} />
      <PageHeading id={headingId} className={styles.heading}>
        {title}
      </PageHeading>
      {content}
    </div>
  );
}
