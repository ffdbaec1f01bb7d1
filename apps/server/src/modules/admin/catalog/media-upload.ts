import { MEDIA_UPLOAD_MAX_BYTES, type MediaUploadBody } from '@can/contracts/admin-catalog';
import type { Db } from '../../../db/database';
import { BusinessRuleError } from '../../../platform/errors';
import { sniffImageType } from '../../../platform/image-type';
import type { MediaStorage } from '../../../platform/media-storage';
import type { AuditActor, AuditLog } from '../audit';

/**
 * A picture upload (JSON with the file's base64, like every other back-office change). The
 * type comes from the bytes, never the name; the answer is the path for imageUrl/bannerUrl.
 */
export function createMediaUpload({
  db,
  audit,
  mediaStorage,
}: {
  db: Db;
  audit: AuditLog;
  mediaStorage: MediaStorage;
}) {
  return {
    async upload(actor: AuditActor, body: MediaUploadBody) {
      const data = Buffer.from(body.data, 'base64');
      if (data.length > MEDIA_UPLOAD_MAX_BYTES)
        throw new BusinessRuleError('catalogImageTooLarge', {
          max: MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024,
        });
      const type = sniffImageType(data);
      if (!type) throw new BusinessRuleError('catalogImageType');
      const stored = await mediaStorage.put(data, type);
      await audit.record(db, actor, {
        action: 'media.upload',
        target: `media:${stored.path}`,
        after: { fileName: body.fileName, ...stored },
      });
      return stored;
    },
  };
}
