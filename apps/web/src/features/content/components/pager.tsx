import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { Pager as ListPager } from '../../../ui/pager';

/** Previous / next pages of a list, kept in the URL (?pageNum=2) so back and forward work. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('pageNum');
    else params.set('pageNum', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <ListPager
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
