import { useMemo, useState } from 'react';
import type { NavEntry, NavSaveBody, NavSaveInput } from '@can/contracts/admin-catalog';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import { useNavList, useNavVisibility, useSaveNavEntry } from '../api/nav-menu';
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

const resolver = contractResolver<NavSaveInput, NavSaveBody>('navSaveBody');

/** The entries in menu order, each after its parent, with its depth. */
function inTreeOrder(entries: NavEntry[]): { entry: NavEntry; depth: number }[] {
  const children = new Map<number | null, NavEntry[]>();
  for (const e of entries) children.set(e.parentId, [...(children.get(e.parentId) ?? []), e]);
  const out: { entry: NavEntry; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const entry of children.get(parent) ?? []) {
      out.push({ entry, depth });
      if (depth < 4) walk(entry.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const blank = (): NavSaveInput => ({
  parentId: null,
  path: '/',
  urlkey: '',
  name: emptyText(),
  query: '',
  component: '',
  hidden: false,
  sort: 0,
});

function NavMenuEditor() {
  const { t, i18n } = useCatalogT();
  const list = useNavList();
  const save = useSaveNavEntry();
  const visibility = useNavVisibility();
  const [editing, setEditing] = useState<NavSaveInput | null>(null);
  const { status, saveWith, toggleWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const rows = useMemo(() => inTreeOrder(list.data?.entries ?? []), [list.data]);
  const language = i18n.language;

  const parentOptions = [
    { value: '', label: t('nav.topLevel') },
    ...rows
      .filter(({ entry }) => entry.id !== editing?.id)
      .map(({ entry, depth }) => ({
        value: String(entry.id),
        label: `${'— '.repeat(depth)}${textIn(entry.name, language)}`,
      })),
  ];
  const componentOptions = [
    { value: '', label: t('nav.noComponent') },
    ...(list.data?.components ?? []).map((c) => ({ value: c, label: c })),
  ];

  const toggle = toggleWith(visibility.mutateAsync);
  const close = () => setEditing(null);

  return (
    <CatalogPage
      title={t('nav.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      actions={
        <button type="button" className={ui.buttonPrimary} onClick={() => setEditing(blank())}>
          {t('nav.add')}
        </button>
      }
      filters={
        <div className={styles.filters}>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <CatalogTable
          caption={t('nav.caption')}
          columns={[
            t('field.name'),
            t('field.translations'),
            t('field.path'),
            t('field.component'),
            t('field.state'),
            t('field.actions'),
          ]}
        >
          {rows
            .filter(({ entry }) => keeps(entry))
            .map(({ entry, depth }) => (
              <tr key={entry.id}>
                <th scope="row">
                  <span className={styles.depth} style={{ paddingInlineStart: `${depth * 20}px` }}>
                    {textIn(entry.name, language)}
                  </span>
                </th>
                <TranslationsCell record={entry} />
                <td className={styles.code}>{entry.path}</td>
                <td className={styles.code}>{entry.component}</td>
                <td>
                  <VisibilityPill visible={!entry.hidden} />
                </td>
                <td>
                  <RowActions
                    name={textIn(entry.name, language)}
                    onEdit={() => setEditing({ ...entry })}
                    visible={!entry.hidden}
                    onToggle={() => toggle(entry.id, !entry.hidden, textIn(entry.name, language))}
                  />
                </td>
              </tr>
            ))}
        </CatalogTable>
      }
      editor={
        editing && (
          <EditorPanel<NavSaveInput, NavSaveBody>
            key={String(editing.id ?? 'new')}
            title={editing.id ? t('nav.edit') : t('nav.add')}
            defaultValues={{ ...editing, parentId: editing.parentId ?? null }}
            resolver={resolver}
            onClose={close}
            onSave={saveWith(save.mutateAsync, close, (v) =>
              textIn({ ...emptyText(), ...v.name }, language),
            )}
          >
            <SelectField name="parentId" label={t('field.parent')} options={parentOptions} number />
            <I18nField name="name" label={t('field.name')} />
            <TextField name="path" label={t('field.path')} hint={t('nav.pathHint')} />
            <TextField name="urlkey" label={t('field.urlkey')} hint={t('nav.urlkeyHint')} />
            <SelectField name="component" label={t('field.component')} options={componentOptions} />
            <TextField name="query" label={t('field.query')} hint={t('nav.queryHint')} />
            <TextField name="sort" label={t('field.sort')} number />
            <CheckboxField name="hidden" label={t('nav.hiddenLabel')} />
          </EditorPanel>
        )
      }
    />
  );
}

export { NavMenuEditor as Component };
