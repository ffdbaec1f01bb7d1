import type { UseFormRegisterReturn } from 'react-hook-form';

/** A mainland mobile number as typed: digits only, at most 11 (spec section 5). */
export const mainlandMobileChars = (value: string) => value.replace(/\D/g, '').slice(0, 11);

/**
 * A phone number that may be international (check-in, decision 012): a leading "+" kept, then
 * digits only, at most 15 of them (E.164); spaces, hyphens and letters never enter the field.
 */
export const phoneChars = (value: string) =>
  (value.trimStart().startsWith('+') ? '+' : '') + value.replace(/\D/g, '').slice(0, 15);

/**
 * A react-hook-form field whose input only ever holds what `keep` leaves of it: what the
 * traveller types or pastes is filtered as it arrives, so the count beside the field is true.
 */
export function filteredField<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  keep: (value: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event: { target: { value?: unknown } }) => {
      const { target } = event;
      if (typeof target.value === 'string') {
        const kept = keep(target.value);
        if (kept !== target.value) target.value = kept;
      }
      return registration.onChange(event);
    },
  };
}
