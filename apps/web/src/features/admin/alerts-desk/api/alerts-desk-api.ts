import { adminAlertsPaths } from '@can/contracts/admin-alerts-paths';
import type { DeskAlertList } from '@can/contracts/admin-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../shell/admin-api';

/** The contact the desk looks up: a mobile number, an e-mail address, or both. */
export interface AlertContact {
  mobile: string;
  email: string;
}

const all = ['admin', 'alerts-desk'] as const;

export const hasContact = (c: AlertContact) => Boolean(c.mobile || c.email);

/** Only the fields given go out (an empty one would mean nothing to the server either). */
const sent = (c: AlertContact) => ({
  ...(c.mobile ? { mobile: c.mobile } : {}),
  ...(c.email ? { email: c.email } : {}),
});

export function useAlertSearch(contact: AlertContact) {
  return useQuery({
    queryKey: [...all, 'find', contact],
    queryFn: ({ signal }) =>
      adminGet<DeskAlertList>(adminAlertsPaths.find, sent(contact), { signal }),
    enabled: hasContact(contact),
  });
}

/** Ends the contact's alerts: the ids given, else all of them. Answers the ones ended. */
export function useEndAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, ids }: { contact: AlertContact; ids?: number[] }) =>
      adminPost<DeskAlertList>(adminAlertsPaths.end, { ...sent(contact), ...(ids ? { ids } : {}) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: all }),
  });
}
