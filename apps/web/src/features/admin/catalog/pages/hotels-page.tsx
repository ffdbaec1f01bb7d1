import { useState } from 'react';
import type { HotelSaveBody, HotelSaveInput } from '@can/contracts/admin-catalog';
import { MissingFilter } from '../../shell/ui/missing-filter';
import { useHotelList, useHotelVisibility, useSaveHotel } from '../api/hotels';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { I18nField } from '../components/i18n-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { VisibilityPill } from '../components/visibility-pill';
import { contractResolver } from '../model/lazy-resolver';
import { textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const resolver = contractResolver<HotelSaveInput, HotelSaveBody>('hotelSaveBody');

function HotelsEditor() {
  const { t, i18n } = useCatalogT();
  const list = useHotelList();
  const save = useSaveHotel();
  const visibility = useHotelVisibility();
  const [editing, setEditing] = useState<HotelSaveInput | null>(null);
  const { status, saveWith, toggleWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;

  const toggle = toggleWith(visibility.mutateAsync);
  const close = () => setEditing(null);

  return (
    <CatalogPage
      title={t('hotels.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      filters={
        <div className={styles.filters}>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <CatalogTable
          caption={t('hotels.caption')}
          columns={[
            t('field.name'),
            t('field.translations'),
            t('field.urlkey'),
            t('field.state'),
            t('field.actions'),
          ]}
        >
          {(list.data?.hotels ?? []).filter(keeps).map((h) => (
            <tr key={h.id}>
              <th scope="row">{textIn(h.title, language)}</th>
              <TranslationsCell record={h} />
              <td className={styles.code}>{h.urlKey}</td>
              <td>
                <VisibilityPill visible={h.visible} />
              </td>
              <td>
                <RowActions
                  name={textIn(h.title, language)}
                  onEdit={() =>
                    setEditing({ id: h.id, title: h.title, summary: h.summary, content: h.content })
                  }
                  visible={h.visible}
                  onToggle={() => toggle(h.id, h.visible, textIn(h.title, language))}
                />
              </td>
            </tr>
          ))}
        </CatalogTable>
      }
      editor={
        editing && (
          <EditorPanel<HotelSaveInput, HotelSaveBody>
            key={String(editing.id)}
            title={t('hotels.edit')}
            defaultValues={editing}
            resolver={resolver}
            onClose={close}
            onSave={saveWith(save.mutateAsync, close, (v) => textIn(v.title, language))}
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
