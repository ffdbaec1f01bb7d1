import { LOCALES, type Locale } from '@can/contracts/locale';
import type { AdminDisruption } from '@can/contracts/disruption';

/** The form's values: the switch, and both texts in every language ('' where none). */
export interface DisruptionForm {
  active: boolean;
  message: Record<Locale, string>;
  transport: Record<Locale, string>;
}

export const TEXT_KINDS = ['message', 'transport'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export type TextFieldName = `${TextKind}.${Locale}`;

export function formOf(state: AdminDisruption): DisruptionForm {
  return { active: state.active, message: { ...state.message }, transport: { ...state.transport } };
}

/** What a save does: switch on, switch off, or change the texts and leave the switch. */
export type DisruptionChange = 'on' | 'off' | 'texts';

export const changeOf = (before: boolean, after: boolean): DisruptionChange =>
  before === after ? 'texts' : after ? 'on' : 'off';

/**
 * The translated fields a refusal of the server names. Its message lists the failing fields by
 * their path, whatever its language ("Some request fields are invalid: message.ko-KR").
 */
export function fieldsNamedIn(text: string): TextFieldName[] {
  const all = TEXT_KINDS.flatMap((kind) =>
    LOCALES.map((locale) => `${kind}.${locale}` as TextFieldName),
  );
  return all.filter((name) => text.includes(name));
}
