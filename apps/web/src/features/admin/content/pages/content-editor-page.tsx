import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useContentItem } from '../api/content-queries';
import { ContentEditor } from '../components/content-editor';
import type { ContentArea } from '../model/content-area';

/**
 * `<base>/new` and `<base>/:id`. The editor stays mounted when it moves itself to the id the
 * item got (after creating it, or a notification renumbered on publishing), so its messages stay.
 */
export function ContentEditorPage({ area }: { area: ContentArea }) {
  const { t } = useAdminT('admin-content');
  const { id: param = 'new' } = useParams();
  const navigate = useNavigate();
  const [formKey, setFormKey] = useState(param);
  const [movedTo, setMovedTo] = useState<string>();
  if (param !== formKey && param !== movedTo) {
    setFormKey(param);
    setMovedTo(undefined);
  }
  const id = formKey === 'new' ? undefined : Number(formKey);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const item = useContentItem(area, valid ? id : undefined);

  if (!valid || item.isError)
    return (
      <AdminPage title={t('editor.loadError')}>
        <Link to={area.base} className={ui.button}>
          {t(area.key === 'notifications' ? 'editor.backToNotifications' : 'editor.backToArticles')}
        </Link>
      </AdminPage>
    );
  if (id !== undefined && !item.data)
    return (
      <AdminPage title={t('editor.loading')}>
        <p className={ui.empty} role="status">
          {t('editor.loading')}
        </p>
      </AdminPage>
    );

  return (
    <ContentEditor
      key={formKey}
      area={area}
      item={item.data}
      onSaved={(savedId) => {
        setMovedTo(String(savedId));
        void navigate(`${area.base}/${savedId}`, { replace: true });
      }}
    />
  );
}
