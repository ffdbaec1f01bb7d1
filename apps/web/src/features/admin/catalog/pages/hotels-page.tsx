import { useState } from 'react';
import type { HotelEntry, HotelSaveBody, HotelSaveInput } from '@can/contracts/admin-catalog';
import ui from '../../shell/ui/admin-ui.module.css';
import { useHotelList, useHotelVisibility, useSaveHotel } from '../api/hotels';
import { CatalogPage } from '../components/catalog-page';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { I18nField } from '../components/i18n-field';
import { VisibilityPill } from '../components/visibility-pill';
import { contractResolver } from '../model/lazy-resolver';
import { textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';

const resolver = contractResolver<HotelSaveInput, HotelSaveBody>('hotelSaveBody');

function HotelsEditor() {
  const { t, i18n } = useCatalogT();
  const list = useHotelList();
  const save = useSaveHotel();
  const visibility = useHotelVisibility();
  const [editing, setEditing] = useState<HotelSaveInput | null>(null);
  const [status, setStatus] = useState('');
  const language = i18n.language;

  const toggle = async (h: HotelEntry) => {
    await visibility.mutateAsync({ id: h.id, visible: !h.visible });
    setStatus(t(h.visible ? 'status.hidden' : 'status.shown', { name: textIn(h.title, language) }));
  };

  return (
    <CatalogPage
      title={t('hotels.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      list={
        <table className={ui.table}>
          <caption>{t('hotels.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field.name')}</th>
              <th scope="col">{t('field.urlkey')}</th>
              <th scope="col">{t('field.state')}</th>
              <th scope="col">{t('field.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.hotels ?? []).map((h) => (
              <tr key={h.id}>
                <th scope="row">{textIn(h.title, language)}</th>
                <td className={styles.code}>{h.urlKey}</td>
                <td>
                  <VisibilityPill visible={h.visible} />
                </td>
                <td>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={ui.button}
                      aria-label={t('action.editNamed', { name: textIn(h.title, language) })}
                      onClick={() =>
                        setEditing({
                          id: h.id,
                          title: h.title,
                          summary: h.summary,
                          content: h.content,
                        })
                      }
                    >
                      {t('action.edit')}
                    </button>
                    <button
                      type="button"
                      className={ui.button}
                      aria-label={t(h.visible ? 'action.hideNamed' : 'action.showNamed', {
                        name: textIn(h.title, language),
                      })}
                      onClick={() => void toggle(h)}
                    >
                      {h.visible ? t('action.hide') : t('action.show')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      editor={
        editing && (
          <EditorPanel<HotelSaveInput, HotelSaveBody>
            key={String(editing.id)}
            title={t('hotels.edit')}
            defaultValues={editing}
            resolver={resolver}
            onClose={() => setEditing(null)}
            onSave={async (values) => {
              await save.mutateAsync(values);
              setEditing(null);
              setStatus(t('status.saved', { name: textIn(values.title, language) }));
            }}
          >
            <I18nField name="title" label={t('field.name')} />
            <I18nField name="summary" label={t('field.summary')} multiline rows={2} />
            <I18nField
              name="content"
              label={t('field.content')}
              hint={t('field.htmlHint')}
              multiline
              rows={8}
            />
          </EditorPanel>
        )
      }
    />
  );
}

export { HotelsEditor as Component };
