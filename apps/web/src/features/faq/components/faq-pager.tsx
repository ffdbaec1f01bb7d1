import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { faqSearch, type FaqUrlState } from '../model/faq-url-state';
import { Pager } from '../../../ui/pager';

/** Previous / next page of questions, as links (?pageNum=2) so back and forward work. */
export function FaqPager({
  state,
  page,
  pages,
}: {
  state: FaqUrlState;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('faq');
  const { pathname } = useLocation();
  const hrefFor = (pageNum: number) =>
    `${pathname}${faqSearch({ category: state.category, keyword: state.keyword, pageNum })}`;
  return (
    <Pager
      page={page}
      pages={pages}
      hrefFor={hrefFor}
      texts={{
        label: t('pager.label'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        status: t('pager.status', { page, pages }),
      }}
    />
  );
}
