import { useMutation } from '@tanstack/react-query';
import type { PreviewCreateBody, PreviewTicket } from '@can/contracts/admin-content';
import { adminContentPaths } from '@can/contracts/admin-content-paths';
import { adminPost } from '../../shell/admin-api';

/** POST articles/createPreview: keeps the draft of one language and answers where to see it. */
export function useCreatePreview() {
  return useMutation({
    mutationFn: (body: PreviewCreateBody) =>
      adminPost<PreviewTicket>(adminContentPaths.previewCreate, body),
  });
}
