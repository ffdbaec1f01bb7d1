import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  mediaUploadData,
  MEDIA_UPLOAD_MAX_BYTES,
  mediaUploadBody,
} from '@can/contracts/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError } from '../../../platform/errors';
import { sniffImageType } from '../../../platform/image-type';
import type { MediaStorage } from '../../../platform/media-storage';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';

/**
 * Twice the base64 of the largest picture: a somewhat larger file still gets the envelope's
 * clear refusal (catalogImageTooLarge) instead of the transport's 413.
 */
const BODY_LIMIT = Math.ceil(MEDIA_UPLOAD_MAX_BYTES / 3) * 8;

/**
 * A picture upload (JSON with the file's base64, like every other back-office change). The
 * type comes from the bytes, never the name; the answer is the path for imageUrl/bannerUrl.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<
  AdminDeps & { mediaStorage: MediaStorage }
> = async (app, { mediaStorage, audit, db }) => {
  app.post(
    paths.mediaUpload,
    {
      config: EDITORS,
      bodyLimit: BODY_LIMIT,
      schema: { body: mediaUploadBody, response: answers(mediaUploadData) },
    },
    async (request) => {
      const data = Buffer.from(request.body.data, 'base64');
      if (data.length > MEDIA_UPLOAD_MAX_BYTES)
        throw new BusinessRuleError('catalogImageTooLarge', {
          max: MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024,
        });
      const type = sniffImageType(data);
      if (!type) throw new BusinessRuleError('catalogImageType');
      const stored = await mediaStorage.put(data, type);
      await audit.record(db, request, {
        action: 'media.upload',
        target: `media:${stored.path}`,
        after: { fileName: request.body.fileName, ...stored },
      });
      return ok(request, stored);
    },
  );
};
