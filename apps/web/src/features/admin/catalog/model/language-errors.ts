import type { FieldErrors, FieldValues } from 'react-hook-form';
import { LOCALES, type Locale } from '@can/contracts/locale';

/** The error object at a dotted path of a form's errors ("question.fr-FR"), if any. */
function errorAt(errors: FieldErrors<FieldValues>, path: string): unknown {
  let at: unknown = errors;
  for (const part of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at;
}

/** The languages, in tab order, in which one of the translated fields `paths` has an error. */
export function localesWithErrors(errors: FieldErrors<FieldValues>, paths: string[]): Locale[] {
  return LOCALES.filter((locale) =>
    paths.some((path) => errorAt(errors, `${path}.${locale}`) !== undefined),
  );
}
