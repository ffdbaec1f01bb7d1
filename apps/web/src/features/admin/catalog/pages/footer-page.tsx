import { useState } from 'react';
import type {
  FooterContactBody,
  FooterContactInput,
  FooterSaveBody,
  FooterSaveInput,
} from '@can/contracts/admin-catalog';
import { FOOTER_ITEM_TYPES } from '@can/contracts/admin-catalog-paths';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import {
  useDeleteFooterItem,
  useFooterList,
  useSaveFooterContact,
  useSaveFooterItem,
} from '../api/footer';
import { QrCodeField } from '../components/qr-code-field';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { contractResolver } from '../model/lazy-resolver';
import { emptyText, textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const resolver = contractResolver<FooterSaveInput, FooterSaveBody>('footerSaveBody');
const contactResolver = contractResolver<FooterContactInput, FooterContactBody>(
  'footerContactBody',
);

function FooterEditor() {
  const { t, i18n } = useCatalogT();
  const list = useFooterList();
  const save = useSaveFooterItem();
  const remove = useDeleteFooterItem();
  const [editing, setEditing] = useState<FooterSaveInput | null>(null);
  const [contact, setContact] = useState<FooterContactInput | null>(null);
  const saveContact = useSaveFooterContact();
  const { status, saveWith, deleteWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;
  const columns = list.data?.columns ?? [];
  const columnOptions = columns.map((c) => ({
    value: String(c.id),
    label: textIn(c.title, language),
  }));
  const typeOptions = FOOTER_ITEM_TYPES.map((type) => ({
    value: type,
    label: t(`footer.type.${type}`),
  }));

  const close = () => setEditing(null);
  const closeContact = () => setContact(null);
  const blank = (columnId: number): FooterSaveInput => ({
    columnId,
    type: 'link',
    content: emptyText(),
    link: '',
    urlkey: '',
    prama: '',
    showDate: false,
    sort: 0,
  });

  return (
    <CatalogPage
      title={t('footer.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      actions={
        <>
          {list.data && (
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                setEditing(null);
                setContact({ ...list.data.contact });
              }}
            >
              {t('footer.editContact')}
            </button>
          )}
          {columns[0] && (
            <button
              type="button"
              className={ui.buttonPrimary}
              onClick={() => {
                setContact(null);
                setEditing(blank(columns[0]!.id));
              }}
            >
              {t('footer.add')}
            </button>
          )}
        </>
      }
      filters={
        <div className={styles.filters}>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <CatalogTable
          caption={t('footer.caption')}
          columns={[
            t('field.text'),
            t('field.translations'),
            t('footer.column'),
            t('field.link'),
            t('field.actions'),
          ]}
        >
          {columns.flatMap((c) =>
            c.items.filter(keeps).map((item) => (
              <tr key={item.id}>
                <th scope="row">{textIn(item.content, language)}</th>
                <TranslationsCell record={item} />
                <td>
                  {textIn(c.title, language)}
                  {c.locales && <span className={styles.hint}> ({c.locales})</span>}
                </td>
                <td className={styles.code}>{item.link || item.urlkey}</td>
                <td>
                  <RowActions
                    name={textIn(item.content, language)}
                    onEdit={() => setEditing({ ...item })}
                    onDelete={deleteWith(
                      () => remove.mutateAsync({ id: item.id }),
                      textIn(item.content, language),
                    )}
                  />
                </td>
              </tr>
            )),
          )}
        </CatalogTable>
      }
      editor={
        contact ? (
          <EditorPanel<FooterContactInput, FooterContactBody>
            key="contact"
            title={t('footer.editContact')}
            defaultValues={contact}
            resolver={contactResolver}
            onClose={closeContact}
            onSave={saveWith(saveContact.mutateAsync, closeContact, () => t('footer.contact'))}
          >
            <TextField name="hotline" label={t('footer.hotline')} type="tel" />
            <I18nField name="address" label={t('transport.address')} />
            <QrCodeField />
            <I18nField
              name="qrCodeLabel"
              label={t('footer.qrCodeLabel')}
              hint={t('footer.qrCodeHint')}
            />
          </EditorPanel>
        ) : (
          editing && (
            <EditorPanel<FooterSaveInput, FooterSaveBody>
              key={String(editing.id ?? 'new')}
              title={editing.id ? t('footer.edit') : t('footer.add')}
              defaultValues={editing}
              resolver={resolver}
              onClose={close}
              onSave={saveWith(save.mutateAsync, close, (v) => textIn(v.content, language))}
            >
              <SelectField
                name="columnId"
                label={t('footer.column')}
                options={columnOptions}
                number
              />
              <SelectField name="type" label={t('footer.kind')} options={typeOptions} />
              <I18nField name="content" label={t('field.text')} />
              <TextField name="link" label={t('field.link')} hint={t('pictures.linkHint')} />
              <TextField name="urlkey" label={t('field.urlkey')} hint={t('footer.urlkeyHint')} />
              <TextField name="sort" label={t('field.sort')} number />
              <CheckboxField name="showDate" label={t('footer.showDate')} />
            </EditorPanel>
          )
        )
      }
    />
  );
}

export { FooterEditor as Component };
