import { useTranslation } from '../../../lib/i18n';
import { useArticleDetail } from '../api/get-article-detail';
import { useArticleList } from '../api/get-article-list';
import { ArticleList } from '../components/article-list';
import { ArticleView } from '../components/article-view';
import { ArticleSkeleton, ContentEmpty, ContentError } from '../components/content-state';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { Pager } from '../components/pager';
import { useContentParams, type ContentViewProps } from '../route-props';
import { usePageTitle } from './use-page-title';
import styles from './content-page.module.css';
import { PageHeading } from '../../../ui/page';

/**
 * The view `content/folder`: the page article(s) of the folder `urlKey`. One article is shown
 * in full; several are listed; none gives the designed empty state.
 */
export function FolderPage(props: ContentViewProps & { parent?: Crumb }) {
  const { t } = useTranslation('content');
  const { urlKey, showDate, pageNum } = useContentParams(props);
  const list = useArticleList(urlKey ?? '', pageNum);
  const single = list.data?.total === 1 ? list.data.list[0] : undefined;
  const detail = useArticleDetail(single?.id);
  usePageTitle(
    detail.data?.title ?? props.routeTitle,
    detail.data?.summary ??
      (props.routeTitle && t('list.description', { title: props.routeTitle })),
  );

  const title = props.routeTitle ?? t('empty.title');
  const empty = <ContentEmpty headingLevel={1} title={title} body={t('empty.body')} />;

  let content;
  if (!urlKey) content = empty;
  else if (list.isPending) content = <ArticleSkeleton />;
  else if (list.isError)
    content = (
      <ContentError
        headingLevel={1}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0) content = empty;
  else if (single) {
    if (detail.isPending) content = <ArticleSkeleton />;
    else if (detail.isError)
      content = (
        <ContentError
          headingLevel={1}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      );
    else content = <ArticleView article={detail.data} showDate={showDate} parent={props.parent} />;
  } else {
    content = (
      <>
        <Breadcrumb trail={[{ label: title }]} />
        <PageHeading id="folder-title" className={styles.heading}>
          {title}
        </PageHeading>
        <ArticleList
          articles={list.data.list}
          urlKey={urlKey}
          showDate={showDate}
          labelledBy="folder-title"
        />
        <Pager page={list.data.pageNum} pages={list.data.pages} />
      </>
    );
  }
  return (
    <div className={styles.page} aria-busy={list.isFetching || detail.isFetching}>
      {content}
    </div>
  );
}
