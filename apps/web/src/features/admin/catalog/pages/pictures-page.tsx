import { useId, useState } from 'react';
import type {
  FolderSaveBody,
  FolderSaveInput,
  PictureEntry,
  PictureSaveBody,
  PictureSaveInput,
} from '@can/contracts/admin-catalog';
import { useWatch } from 'react-hook-form';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import {
  usePictureList,
  usePictureVisibility,
  useSaveFolder,
  useSavePicture,
} from '../api/pictures';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { ImageField } from '../components/image-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { VisibilityPill } from '../components/visibility-pill';
import { contractResolver } from '../model/lazy-resolver';
import { emptyText, textIn } from '../model/i18n-value';
import { useImageBase } from '../model/use-image-base';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const pictureResolver = contractResolver<PictureSaveInput, PictureSaveBody>('pictureSaveBody');
const folderResolver = contractResolver<FolderSaveInput, FolderSaveBody>('folderSaveBody');

/** The picture field, described by the title typed so far (its text alternative). */
function PictureImage({ name }: { name: 'imageUrl' | 'bannerUrl' }) {
  const { t, i18n } = useCatalogT();
  const title = useWatch({ name: name === 'imageUrl' ? 'title' : 'name' }) as
    PictureEntry['title'] | undefined;
  return (
    <ImageField
      name={name}
      label={t('field.image')}
      alt={title ? textIn(title, i18n.language) : ''}
    />
  );
}

type Editing =
  { kind: 'picture'; values: PictureSaveInput } | { kind: 'folder'; values: FolderSaveInput };

function PicturesEditor() {
  const { t, i18n } = useCatalogT();
  const filterId = useId();
  const list = usePictureList();
  const save = useSavePicture();
  const saveFolder = useSaveFolder();
  const visibility = usePictureVisibility();
  const base = useImageBase();
  const [urlKey, setUrlKey] = useState('home');
  const [editing, setEditing] = useState<Editing | null>(null);
  const { status, saveWith, toggleWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;
  const folders = list.data?.folders ?? [];
  const folder = folders.find((f) => f.urlKey === urlKey);
  const inFolder = (list.data?.pictures ?? []).filter((p) => p.urlKey === urlKey);
  const pictures = inFolder.filter(keeps);
  const folderOptions = folders.map((f) => ({
    value: f.urlKey,
    label: `${textIn(f.name, language)} (${f.urlKey})`,
  }));
  const src = (path: string) => (base ? `${base.replace(/\/+$/, '')}/${path}` : undefined);

  const toggle = toggleWith(visibility.mutateAsync);
  const close = () => setEditing(null);
  const savePicture = async (values: PictureSaveBody) => {
    await save.mutateAsync(values);
    setUrlKey(values.urlKey);
  };

  return (
    <CatalogPage
      title={t('pictures.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      actions={
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() =>
            setEditing({
              kind: 'picture',
              values: {
                urlKey,
                title: emptyText(),
                content: emptyText(),
                imageUrl: '',
                url: '',
                sort: 0,
                visible: true,
                isApp: false,
              },
            })
          }
        >
          {t('pictures.add')}
        </button>
      }
      filters={
        <div className={styles.filters}>
          <div className={ui.field}>
            <label htmlFor={filterId}>{t('pictures.page')}</label>
            <select id={filterId} value={urlKey} onChange={(e) => setUrlKey(e.target.value)}>
              {folderOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <MissingFilter value={missing} onChange={setMissing} />
          {folder && (
            <div className={styles.folderBanner}>
              <img
                className={styles.thumb}
                src={src(folder.bannerUrl)}
                alt=""
                width={96}
                height={30}
              />
              <span>{t('pictures.pageBanner')}</span>
              <button
                type="button"
                className={ui.button}
                onClick={() =>
                  setEditing({
                    kind: 'folder',
                    values: {
                      urlKey: folder.urlKey,
                      name: folder.name,
                      bannerUrl: folder.bannerUrl,
                    },
                  })
                }
              >
                {t('pictures.editPageBanner')}
              </button>
            </div>
          )}
        </div>
      }
      list={
        inFolder.length === 0 ? (
          <p className={ui.empty}>{t('pictures.empty')}</p>
        ) : (
          <CatalogTable
            caption={t('pictures.caption', {
              page: folder ? textIn(folder.name, language) : urlKey,
            })}
            columns={[
              t('field.image'),
              t('field.title'),
              t('field.translations'),
              t('field.sort'),
              t('field.state'),
              t('field.actions'),
            ]}
          >
            {pictures.map((p) => (
              <tr key={p.id}>
                <td>
                  <img
                    className={styles.thumb}
                    src={p.imageNetUrl || src(p.imageUrl)}
                    alt=""
                    width={96}
                    height={30}
                  />
                </td>
                <th scope="row">{textIn(p.title, language)}</th>
                <TranslationsCell record={p} />
                <td>{p.sort}</td>
                <td>
                  <VisibilityPill visible={p.visible} />
                </td>
                <td>
                  <RowActions
                    name={textIn(p.title, language)}
                    onEdit={() => setEditing({ kind: 'picture', values: { ...p } })}
                    visible={p.visible}
                    onToggle={() => toggle(p.id, p.visible, textIn(p.title, language))}
                  />
                </td>
              </tr>
            ))}
          </CatalogTable>
        )
      }
      editor={
        editing?.kind === 'picture' ? (
          <EditorPanel<PictureSaveInput, PictureSaveBody>
            key={String(editing.values.id ?? 'new')}
            title={editing.values.id ? t('pictures.edit') : t('pictures.add')}
            defaultValues={editing.values}
            resolver={pictureResolver}
            onClose={close}
            onSave={saveWith(savePicture, close, (v) => textIn(v.title, language))}
          >
            <SelectField name="urlKey" label={t('pictures.page')} options={folderOptions} />
            <I18nField name="title" label={t('field.title')} hint={t('pictures.titleHint')} />
            <PictureImage name="imageUrl" />
            <I18nField name="content" label={t('field.caption')} />
            <TextField name="url" label={t('field.link')} hint={t('pictures.linkHint')} />
            <TextField name="sort" label={t('field.sort')} number />
            <CheckboxField name="isApp" label={t('pictures.isApp')} />
            <CheckboxField name="visible" label={t('field.visible')} />
          </EditorPanel>
        ) : editing?.kind === 'folder' ? (
          <EditorPanel<FolderSaveInput, FolderSaveBody>
            key={`folder-${editing.values.urlKey}`}
            title={t('pictures.editPageBanner')}
            defaultValues={editing.values}
            resolver={folderResolver}
            onClose={close}
            onSave={saveWith(saveFolder.mutateAsync, close, (v) => textIn(v.name, language))}
          >
            <I18nField name="name" label={t('pictures.pageName')} />
            <PictureImage name="bannerUrl" />
          </EditorPanel>
        ) : undefined
      }
    />
  );
}

export { PicturesEditor as Component };
