import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES } from '@can/contracts/admin-catalog-paths';
import ui from '../../shell/ui/admin-ui.module.css';
import { useUploadPicture } from '../api/pictures';
import { useImageBase } from '../model/use-image-base';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';
import { useFieldError } from './form-fields';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A picture: upload a file (PNG, JPEG, WebP or GIF up to 2 MB; the server checks the bytes
 * again), see it, and keep its path in the field `name`. `alt` is the text read in its place.
 */
export function ImageField({
  name,
  label,
  alt,
  square,
}: {
  name: string;
  label: string;
  alt: string;
  /** A square picture (a QR code): previewed whole, not as a banner strip. */
  square?: boolean;
}) {
  const { t } = useCatalogT();
  const id = useId();
  const { setValue, control, register } = useFormContext();
  const path = useWatch({ control, name }) as string | undefined;
  const base = useImageBase();
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const error = useFieldError(name);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!(MEDIA_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setProblem(t('image.wrongType'));
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) return setProblem(t('image.tooLarge'));
    try {
      const stored = await upload.mutateAsync({ fileName: file.name, data: await base64Of(file) });
      setValue(name, stored.path, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('status.failed'));
    }
  };

  return (
    <div className={ui.field}>
      <input type="hidden" {...register(name)} />
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={MEDIA_UPLOAD_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void onFile(event)}
      />
      <small id={`${id}-hint`} className={ui.hint}>
        {t(square ? 'image.hintSquare' : 'image.hint')}
      </small>
      <p role="status" className={styles.hint}>
        {upload.isPending ? t('image.uploading') : path ? t('image.current', { path }) : ''}
      </p>
      {(problem || error) && (
        <p role="alert" className={ui.fieldError}>
          {problem ?? error}
        </p>
      )}
      {path && base && (
        <figure className={`${styles.preview} ${square ? styles.square : ''}`}>
          <img
            src={`${base.replace(/\/+$/, '')}/${path}`}
            alt={alt}
            width={square ? 120 : 320}
            height={square ? 120 : 100}
          />
          <figcaption>{t('image.preview')}</figcaption>
        </figure>
      )}
    </div>
  );
}
