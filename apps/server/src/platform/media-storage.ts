import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { MediaUploadType } from '@can/contracts/admin-catalog-paths';

export interface StoredPicture {
  /** Path under the image base URL (uploads/<sha256>.png). */
  path: string;
  contentType: MediaUploadType;
  bytes: number;
}

/**
 * Where uploaded pictures live. The local disk is the default; an object store (S3, OSS) sits
 * beside it as another implementation, with IMAGE_BASE_URL pointing at its CDN.
 */
export interface MediaStorage {
  /** Keeps the bytes under a name made from their content, so a picture is stored once. */
  put(data: Buffer, contentType: MediaUploadType): Promise<StoredPicture>;
  /** The bytes of an uploaded picture, or undefined for an unknown path. */
  get(path: string): Promise<{ data: Buffer; contentType: MediaUploadType } | undefined>;
}

export const EXTENSIONS: Record<MediaUploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type as MediaUploadType]),
);
/** The only names put() makes; get() answers nothing else, so no path can leave the folder. */
const UPLOAD_PATH = /^uploads\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

export function localDiskMediaStorage(root: string): MediaStorage {
  const folder = resolve(root);
  return {
    async put(data, contentType) {
      const name = `${createHash('sha256').update(data).digest('hex')}.${EXTENSIONS[contentType]}`;
      const path = `uploads/${name}`;
      const file = join(folder, path);
      await mkdir(dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a picture.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, data);
      await rename(partial, file);
      return { path, contentType, bytes: data.length };
    },
    async get(path) {
      const match = UPLOAD_PATH.exec(path);
      if (!match) return undefined;
      try {
        return {
          data: await readFile(join(folder, path)),
          contentType: TYPE_OF_EXTENSION[match[2]!]!,
        };
      } catch {
        return undefined;
      }
    },
  };
}

/** The data directory's media folder: beside the SQLite file, else ./data/media. */
export function mediaFolderFor(databaseUrl: string): string {
  const sqliteFile = /^sqlite:(.+)$/.exec(databaseUrl)?.[1];
  return sqliteFile && sqliteFile !== ':memory:'
    ? join(dirname(resolve(sqliteFile)), 'media')
    : resolve('data', 'media');
}
