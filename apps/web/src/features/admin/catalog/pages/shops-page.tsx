import { useId, useState } from 'react';
import type { ShopEntry, ShopSaveBody, ShopSaveInput } from '@can/contracts/admin-catalog';
import { SHOP_CATEGORIES } from '@can/contracts/shops';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import { useDeleteShop, useSaveShop, useShopList } from '../api/shops';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { SelectField, TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { contractResolver } from '../model/lazy-resolver';
import { textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const resolver = contractResolver<ShopSaveInput, ShopSaveBody>('shopSaveBody');
const HOURS_KINDS = ['range', 'allDay', 'lastFlight'] as const;

function ShopsEditor() {
  const { t, i18n } = useCatalogT();
  const searchId = useId();
  const list = useShopList();
  const save = useSaveShop();
  const remove = useDeleteShop();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ShopSaveInput | null>(null);
  const { status, saveWith, deleteWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;
  const k = keyword.trim().toLowerCase();
  const shops = (list.data?.shops ?? []).filter(
    (s) => (!k || Object.values(s.name).some((n) => n.toLowerCase().includes(k))) && keeps(s),
  );
  const hours = (s: ShopEntry) =>
    s.hoursKind === 'allDay'
      ? t('shops.hours.allDay')
      : s.hoursKind === 'lastFlight'
        ? t('shops.hours.lastFlightFrom', { opens: s.opens })
        : `${s.opens}–${s.closes}`;
  const close = () => setEditing(null);

  return (
    <CatalogPage
      title={t('shops.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      filters={
        <div className={styles.filters}>
          <div className={ui.field}>
            <label htmlFor={searchId}>{t('shops.search')}</label>
            <input
              id={searchId}
              type="search"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </div>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <CatalogTable
          caption={t('shops.caption', { count: shops.length })}
          columns={[
            t('field.name'),
            t('field.translations'),
            t('field.category'),
            t('shops.place'),
            t('shops.hoursLabel'),
            t('field.actions'),
          ]}
        >
          {shops.map((s) => (
            <tr key={s.id}>
              <th scope="row">{textIn(s.name, language)}</th>
              <TranslationsCell record={s} />
              <td>{t(`shops.category.${s.category}`)}</td>
              <td>{textIn(s.location, language)}</td>
              <td>{hours(s)}</td>
              <td>
                <RowActions
                  name={textIn(s.name, language)}
                  onEdit={() => setEditing({ ...s })}
                  onDelete={deleteWith(
                    () => remove.mutateAsync({ id: s.id }),
                    textIn(s.name, language),
                  )}
                />
              </td>
            </tr>
          ))}
        </CatalogTable>
      }
      editor={
        editing && (
          <EditorPanel<ShopSaveInput, ShopSaveBody>
            key={String(editing.id)}
            title={t('shops.edit')}
            defaultValues={editing}
            resolver={resolver}
            onClose={close}
            onSave={saveWith(save.mutateAsync, close, (v) => textIn(v.name, language))}
          >
            <SelectField
              name="category"
              label={t('field.category')}
              options={SHOP_CATEGORIES.map((c) => ({ value: c, label: t(`shops.category.${c}`) }))}
            />
            <I18nField name="name" label={t('field.name')} />
            <I18nField name="location" label={t('shops.place')} />
            <I18nField name="description" label={t('field.description')} multiline rows={3} />
            <SelectField
              name="hoursKind"
              label={t('shops.hoursLabel')}
              options={HOURS_KINDS.map((h) => ({ value: h, label: t(`shops.hours.${h}`) }))}
            />
            <TextField name="opens" label={t('shops.opens')} hint={t('field.timeHint')} />
            <TextField name="closes" label={t('shops.closes')} hint={t('field.timeHint')} />
            <SelectField
              name="priceLevel"
              label={t('shops.priceLevel')}
              options={[0, 1, 2, 3, 4].map((n) => ({
                value: String(n),
                label: n ? '¥'.repeat(n) : t('shops.free'),
              }))}
              number
            />
            <TextField name="priceText" label={t('shops.priceText')} />
            <TextField name="phone" label={t('field.phone')} type="tel" />
          </EditorPanel>
        )
      }
    />
  );
}

export { ShopsEditor as Component };
