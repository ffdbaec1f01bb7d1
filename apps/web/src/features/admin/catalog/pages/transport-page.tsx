import { useState } from 'react';
import type {
  CoachRouteSaveBody,
  CoachRouteSaveInput,
  TerminalSaveBody,
  TerminalSaveInput,
} from '@can/contracts/admin-catalog';
import ui from '../../shell/ui/admin-ui.module.css';
import {
  useDeleteTransport,
  useSaveCoachRoute,
  useSaveTerminal,
  useTransportList,
} from '../api/transport';
import { CatalogPage } from '../components/catalog-page';
import styles from '../components/catalog.module.css';
import { DeleteButton } from '../components/delete-button';
import { EditorPanel } from '../components/editor-panel';
import { TextField } from '../components/form-fields';
import { I18nField } from '../components/i18n-field';
import { TimesField } from '../components/times-field';
import { contractResolver } from '../model/lazy-resolver';
import { emptyText, textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';

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
  const [status, setStatus] = useState('');
  const language = i18n.language;
  const terminals = list.data?.terminals ?? [];
  const routes = list.data?.routes ?? [];

  const editButton = (name: string, onClick: () => void) => (
    <button
      type="button"
      className={ui.button}
      aria-label={t('action.editNamed', { name })}
      onClick={onClick}
    >
      {t('action.edit')}
    </button>
  );

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
      list={
        <>
          <table className={ui.table}>
            <caption>{t('transport.terminals')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('field.name')}</th>
                <th scope="col">{t('transport.district')}</th>
                <th scope="col">{t('transport.hours')}</th>
                <th scope="col">{t('field.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {terminals.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{textIn(c.name, language)}</th>
                  <td>{textIn(c.district, language)}</td>
                  <td>{c.hours}</td>
                  <td>
                    <div className={styles.rowActions}>
                      {editButton(textIn(c.name, language), () =>
                        setEditing({ kind: 'terminal', values: { ...c } }),
                      )}
                      <DeleteButton
                        name={textIn(c.name, language)}
                        onDelete={async () => {
                          await remove.mutateAsync({ kind: 'terminal', id: c.id });
                          setStatus(t('status.deleted', { name: textIn(c.name, language) }));
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={ui.table}>
            <caption>{t('transport.routes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transport.code')}</th>
                <th scope="col">{t('field.name')}</th>
                <th scope="col">{t('transport.fare')}</th>
                <th scope="col">{t('transport.departures')}</th>
                <th scope="col">{t('field.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((r) => (
                <tr key={r.id}>
                  <td className={styles.code}>{r.code}</td>
                  <th scope="row">{textIn(r.name, language)}</th>
                  <td>¥{r.fare}</td>
                  <td>{r.timetable.reduce((n, x) => n + x.times.length, 0)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      {editButton(textIn(r.name, language), () =>
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
                        }),
                      )}
                      <DeleteButton
                        name={textIn(r.name, language)}
                        onDelete={async () => {
                          await remove.mutateAsync({ kind: 'coachRoute', id: r.id });
                          setStatus(t('status.deleted', { name: textIn(r.name, language) }));
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      }
      editor={
        editing?.kind === 'terminal' ? (
          <EditorPanel<TerminalSaveInput, TerminalSaveBody>
            key={String(editing.values.id ?? 'new')}
            title={editing.values.id ? t('transport.editTerminal') : t('transport.addTerminal')}
            defaultValues={editing.values}
            resolver={terminalResolver}
            onClose={() => setEditing(null)}
            onSave={async (values) => {
              await saveTerminal.mutateAsync(values);
              setEditing(null);
              setStatus(t('status.saved', { name: textIn(values.name, language) }));
            }}
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
            onClose={() => setEditing(null)}
            onSave={async (values) => {
              await saveRoute.mutateAsync(values);
              setEditing(null);
              setStatus(t('status.saved', { name: textIn(values.name, language) }));
            }}
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
