import { useState } from 'react';
import type {
  CoachRouteSaveBody,
  CoachRouteSaveInput,
  TerminalSaveBody,
  TerminalSaveInput,
} from '@can/contracts/admin-catalog';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingFilter } from '../../shell/ui/missing-filter';
import {
  useDeleteTransport,
  useSaveCoachRoute,
  useSaveTerminal,
  useTransportList,
} from '../api/transport';
import { CatalogPage } from '../components/catalog-page';
import { CatalogTable } from '../components/catalog-table';
import styles from '../components/catalog.module.css';
import { EditorPanel } from '../components/editor-panel';
import { TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { RowActions } from '../components/row-actions';
import { TranslationsCell } from '../components/translations-cell';
import { TimesField } from '../components/times-field';
import { contractResolver } from '../model/lazy-resolver';
import { emptyText, textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { useMissingFilter } from '../model/use-missing-filter';
import { useSaveAnnounce } from '../model/use-save-announce';

const terminalResolver = contractResolver<TerminalSaveInput, TerminalSaveBody>('terminalSaveBody');
const routeResolver = contractResolver<CoachRouteSaveInput, CoachRouteSaveBody>(
  'coachRouteSaveBody',
);

type Editing =
  | { kind: 'terminal'; values: TerminalSaveInput }
  | { kind: 'route'; values: CoachRouteSaveInput; code: string };

function TransportEditor() {
  const { t, i18n } = useCatalogT();
  const list = useTransportList();
  const saveTerminal = useSaveTerminal();
  const saveRoute = useSaveCoachRoute();
  const remove = useDeleteTransport();
  const [editing, setEditing] = useState<Editing | null>(null);
  const { status, saveWith, deleteWith } = useSaveAnnounce();
  const { missing, setMissing, keeps } = useMissingFilter();
  const language = i18n.language;
  const terminals = list.data?.terminals ?? [];
  const routes = (list.data?.routes ?? []).filter(keeps);
  const close = () => setEditing(null);

  return (
    <CatalogPage
      title={t('transport.title')}
      status={status}
      loading={list.isPending}
      failed={list.isError}
      actions={
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() =>
            setEditing({
              kind: 'terminal',
              values: {
                name: emptyText(),
                district: emptyText(),
                address: emptyText(),
                description: emptyText(),
                hours: '',
                phone: '',
                sort: terminals.length,
              },
            })
          }
        >
          {t('transport.addTerminal')}
        </button>
      }
      filters={
        <div className={styles.filters}>
          <MissingFilter value={missing} onChange={setMissing} />
        </div>
      }
      list={
        <>
          <CatalogTable
            caption={t('transport.terminals')}
            columns={[
              t('field.name'),
              t('field.translations'),
              t('transport.district'),
              t('transport.hours'),
              t('field.actions'),
            ]}
          >
            {terminals.filter(keeps).map((c) => (
              <tr key={c.id}>
                <th scope="row">{textIn(c.name, language)}</th>
                <TranslationsCell record={c} />
                <td>{textIn(c.district, language)}</td>
                <td>{c.hours}</td>
                <td>
                  <RowActions
                    name={textIn(c.name, language)}
                    onEdit={() => setEditing({ kind: 'terminal', values: { ...c } })}
                    onDelete={deleteWith(
                      () => remove.mutateAsync({ kind: 'terminal', id: c.id }),
                      textIn(c.name, language),
                    )}
                  />
                </td>
              </tr>
            ))}
          </CatalogTable>
          <CatalogTable
            caption={t('transport.routes')}
            columns={[
              t('transport.code'),
              t('field.name'),
              t('field.translations'),
              t('transport.fare'),
              t('transport.departures'),
              t('field.actions'),
            ]}
          >
            {routes.map((r) => (
              <tr key={r.id}>
                <td className={styles.code}>{r.code}</td>
                <th scope="row">{textIn(r.name, language)}</th>
                <TranslationsCell record={r} />
                <td>¥{r.fare}</td>
                <td>{r.timetable.reduce((n, x) => n + x.times.length, 0)}</td>
                <td>
                  <RowActions
                    name={textIn(r.name, language)}
                    onEdit={() =>
                      setEditing({
                        kind: 'route',
                        code: r.code,
                        values: {
                          id: r.id,
                          name: r.name,
                          destination: r.destination,
                          notes: r.notes,
                          fare: r.fare,
                          durationMinutes: r.durationMinutes,
                          timetable: r.timetable,
                        },
                      })
                    }
                    onDelete={deleteWith(
                      () => remove.mutateAsync({ kind: 'coachRoute', id: r.id }),
                      textIn(r.name, language),
                    )}
                  />
                </td>
              </tr>
            ))}
          </CatalogTable>
        </>
      }
      editor={
        editing?.kind === 'terminal' ? (
          <EditorPanel<TerminalSaveInput, TerminalSaveBody>
            key={String(editing.values.id ?? 'new')}
            title={editing.values.id ? t('transport.editTerminal') : t('transport.addTerminal')}
            defaultValues={editing.values}
            resolver={terminalResolver}
            onClose={close}
            onSave={saveWith(saveTerminal.mutateAsync, close, (v) => textIn(v.name, language))}
          >
            <I18nField name="name" label={t('field.name')} />
            <I18nField name="district" label={t('transport.district')} />
            <I18nField name="address" label={t('transport.address')} />
            <I18nField name="description" label={t('field.description')} multiline rows={3} />
            <TextField name="hours" label={t('transport.hours')} />
            <TextField name="phone" label={t('field.phone')} type="tel" />
            <TextField name="sort" label={t('field.sort')} number />
          </EditorPanel>
        ) : editing?.kind === 'route' ? (
          <EditorPanel<CoachRouteSaveInput, CoachRouteSaveBody>
            key={`route-${editing.values.id}`}
            title={t('transport.editRoute', { code: editing.code })}
            defaultValues={editing.values}
            resolver={routeResolver}
            onClose={close}
            onSave={saveWith(saveRoute.mutateAsync, close, (v) => textIn(v.name, language))}
          >
            <I18nField name="name" label={t('field.name')} />
            <I18nField name="destination" label={t('transport.destination')} />
            <TextField name="fare" label={t('transport.fare')} number />
            <TextField name="durationMinutes" label={t('transport.duration')} number />
            {editing.values.timetable.map((entry, i) => (
              <TimesField
                key={entry.terminal}
                name={`timetable.${i}.times`}
                label={t('transport.timesFrom', { terminal: entry.terminal })}
              />
            ))}
            <I18nField name="notes" label={t('transport.notes')} multiline rows={2} />
          </EditorPanel>
        ) : undefined
      }
    />
  );
}

export { TransportEditor as Component };
