import { useTranslation } from '../../../lib/i18n';
import { CHECKIN_STEPS, type CheckinStep } from '../model/steps';
import styles from './checkin.module.css';

/** The four steps of spec section 2; the current one has aria-current="step". */
export function StepIndicator({ current }: { current: CheckinStep }) {
  const { t } = useTranslation('checkin');
  const at = CHECKIN_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {CHECKIN_STEPS.map((step, index) => (
          <li
            key={step}
            className={styles.step}
            data-state={index < at ? 'done' : index === at ? 'current' : 'todo'}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepName}>
              <span className="visually-hidden">
                {t('steps.position', { n: index + 1, total: CHECKIN_STEPS.length })}
              </span>
              {t(`steps.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
