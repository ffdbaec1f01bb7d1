import { useAdminT } from '../shell/admin-language';
import styles from './audit-changes.module.css';

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What null means for this action: a flight field left to the live schedule ("automatic"),
 * elsewhere a field with no value ("none", as for "").
 */
const emptyWord = (action: string) =>
  action.startsWith('flight.') ? 'audit.automatic' : 'audit.none';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/** The fields an entry changed, each as before → after; unchanged fields are left out. */
export function AuditChanges({
  action,
  before,
  after,
}: {
  action: string;
  before: unknown;
  after: unknown;
}) {
  const { t } = useAdminT();
  const value = (v: unknown) =>
    v === null ? <em>{t(emptyWord(action))}</em> : v === '' ? <em>{t('audit.none')}</em> : show(v);
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
  if (keys.length === 0) return <span>{t('audit.noFieldChanges')}</span>;
  return (
    <dl className={styles.changes}>
      {keys.map((key) => (
        <div key={key} className={styles.change}>
          <dt>{key}</dt>
          <dd>
            <span className={styles.before}>
              <span className="visually-hidden">{t('audit.before')} </span>
              {value(b[key])}
            </span>
            <span aria-hidden> → </span>
            <span className={styles.after}>
              <span className="visually-hidden">{t('audit.after')} </span>
              {value(a[key])}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
