import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody, ContactReceipt } from '@can/contracts/contact';
import { contactPaths } from '@can/contracts/paths';
import { ApiError, post } from '../../../lib/api-client';

/**
 * POST /byairport-cms/contact/submit: stores the message (linked to the member when the
 * member token travels with it). Silent: the form shows the refusal beside the button.
 */
export async function submitContactMessage(body: ContactMessageBody): Promise<ContactReceipt> {
  const { data } = await post(contactPaths.submit, body, {
    schema: () => import('@can/contracts/contact').then((m) => m.contactReceipt),
    silent: true,
  });
  return data;
}

export const useSubmitContactMessage = () =>
  useMutation({ mutationFn: submitContactMessage, retry: false });

/** What to tell the visitor about a refusal: the server's words, or the transport's. */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.details.serverMessage ?? error.message;
  return fallback;
}
