import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqList } from '../api/get-faq-list';
import { CategoryFilter } from '../components/category-filter';
import { FaqList } from '../components/faq-list';
import { FaqSearchForm } from '../components/faq-search-form';
import { FaqEmpty, FaqError, FaqHelp, FaqSkeleton } from '../components/faq-states';
import { FaqTexts } from '../model/faq-texts';
import { faqSearch, useFaqUrlState } from '../model/faq-url-state';
import { Page, PageHead } from '../../../ui/page';
import { Pager } from '../../../ui/pager';
import styles from './faq-page.module.css';

function FaqContent({ routeTitle }: { routeTitle?: string | undefined }) {
  const { t } = useTranslation('faq');
  const { t: common } = useTranslation();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const [state, setState] = useFaqUrlState();
  const categories = useFaqCategories();
  const list = useFaqList(state);
  const title = routeTitle ?? t('title');
  useDocumentTitle(`${title} | ${common('airportName')}`);

  const categoryName =
    categories.data?.categories.find((c) => c.key === state.category)?.name ?? t('categories.all');
  const listHeading = state.keyword
    ? t('results.searchHeading', { keyword: state.keyword })
    : categoryName;

  let content;
  if (list.isPending) content = <FaqSkeleton />;
  else if (list.isError)
    content = <FaqError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (list.data.total === 0) content = <FaqEmpty searching={state.keyword !== ''} />;
  else
    content = (
      <>
        <FaqList
          key={search}
          questions={list.data.list}
          openQuestionId={state.questionId}
          showCategory={state.category === '' || state.keyword !== ''}
          labelledBy={headingId}
        />
        <Pager
          page={list.data.pageNum}
          pages={list.data.pages}
          hrefFor={(pageNum) =>
            `${pathname}${faqSearch({ category: state.category, keyword: state.keyword, pageNum })}`
          }
          texts={{
            label: t('pager.label'),
            previous: t('pager.previous'),
            next: t('pager.next'),
            status: t('pager.status', { page: list.data.pageNum, pages: list.data.pages }),
          }}
        />
      </>
    );

  return (
    <Page aria-busy={list.isFetching}>
      <PageHead title={title} intro={t('intro')} />
      <FaqSearchForm
        key={state.keyword}
        keyword={state.keyword}
        onSearch={(keyword) => setState({ category: state.category, keyword })}
      />
      <CategoryFilter data={categories.data} current={state.category} keyword={state.keyword} />
      {/* The list, its pager and the help keep their own spacing, closer than the page's. */}
      <div>
        <div className={styles.listHead}>
          <h2 id={headingId} className={styles.listHeading}>
            {listHeading}
          </h2>
          <p className={`${styles.count} tabular-nums`} role="status">
            {list.isSuccess ? t('results.count', { count: list.data.total }) : ''}
          </p>
        </div>
        {content}
        <FaqHelp />
      </div>
    </Page>
  );
}

function PageFallback() {
  return (
    <Page>
      <FaqSkeleton rows={8} />
    </Page>
  );
}

/**
 * The views `faq/index` (/footer/faq) and `faq/questions` (/footer/questions/list): the
 * questions travellers ask, by category, searchable, paged, each answer behind a disclosure.
 * Everything shown is in the URL: ?category=&q=&pageNum=, and ?question=<id> opens one.
 */
export default function FaqPage({ routeTitle }: { routeTitle?: string | undefined }) {
  return (
    <FaqTexts fallback={<PageFallback />}>
      <FaqContent routeTitle={routeTitle} />
    </FaqTexts>
  );
}
