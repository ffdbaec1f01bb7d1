import { useId, useState } from 'react';
import type { FaqSaveBody, FaqSaveInput } from '@can/contracts/admin-catalog';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import { useFaqList, useFaqVisibility, useSaveFaq } from '../api/faq';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { VisibilityPill } from '../components/visibility-pill';
import { contractResolver } from '../model/lazy-resolver';
import { emptyText, textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const resolver = contractResolver<FaqSaveInput, FaqSaveBody>('faqSaveBody');

function FaqEditor() {
  const { t, i18n } = useCatalogT();
  const filterId = useId();
  const list = useFaqList();
  const save = useSaveFaq();
  const visibility = useFaqVisibility();
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<FaqSaveInput | null>(null);
  const { status, saveWith, toggleWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;
  const categories = list.data?.categories ?? [];
  const categoryName = (id: number) => {
    const c = categories.find((c) => c.id === id);
    return c ? textIn(c.name, language) : '';
  };
  const questions = (list.data?.questions ?? []).filter(
    (q) => (!category || q.categoryId === Number(category)) && keeps(q),
  );
  const categoryOptions = categories.map((c) => ({
    value: String(c.id),
    label: textIn(c.name, language),
  }));

  const toggle = toggleWith(visibility.mutateAsync);
  const close = () => setEditing(null);

  return (
    <CatalogPage
      title={t('faq.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      actions={
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() =>
            setEditing({
              categoryId: Number(category || categories[0]?.id || 0),
              question: emptyText(),
              answer: emptyText(),
              sort: 0,
              visible: true,
            })
          }
        >
          {t('faq.add')}
        </button>
      }
      filters={
        <div className={styles.filters}>
          <div className={ui.field}>
            <label htmlFor={filterId}>{t('field.category')}</label>
            <select id={filterId} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('faq.allCategories')}</option>
              {categoryOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <CatalogTable
          caption={t('faq.caption', { count: questions.length })}
          columns={[
            t('field.question'),
            t('field.category'),
            t('field.translations'),
            t('field.state'),
            t('field.actions'),
          ]}
        >
          {questions.map((q) => (
            <tr key={q.id}>
              <th scope="row">{textIn(q.question, language)}</th>
              <td>{categoryName(q.categoryId)}</td>
              <TranslationsCell record={q} />
              <td>
                <VisibilityPill visible={q.visible} />
              </td>
              <td>
                <RowActions
                  name={textIn(q.question, language)}
                  onEdit={() => setEditing({ ...q })}
                  visible={q.visible}
                  onToggle={() => toggle(q.id, q.visible, textIn(q.question, language))}
                />
              </td>
            </tr>
          ))}
        </CatalogTable>
      }
      editor={
        editing && (
          <EditorPanel<FaqSaveInput, FaqSaveBody>
            key={String(editing.id ?? 'new')}
            title={editing.id ? t('faq.edit') : t('faq.add')}
            defaultValues={editing}
            resolver={resolver}
            onClose={close}
            onSave={saveWith(save.mutateAsync, close, (v) => textIn(v.question, language))}
          >
            <SelectField
              name="categoryId"
              label={t('field.category')}
              options={categoryOptions}
              number
            />
            <I18nField name="question" label={t('field.question')} />
            <I18nField
              name="answer"
              label={t('field.answer')}
              hint={t('field.htmlHint')}
              multiline
              rows={6}
            />
            <TextField name="sort" label={t('field.sort')} number />
            <CheckboxField name="visible" label={t('field.visible')} />
          </EditorPanel>
        )
      }
    />
  );
}

export { FaqEditor as Component };
