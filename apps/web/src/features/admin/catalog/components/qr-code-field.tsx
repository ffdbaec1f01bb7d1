import { useWatch } from 'react-hook-form';
import type { I18nTextValue } from '@can/contracts/admin-catalog';
import { textIn } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import { ImageField } from './image-field';

/** The footer's QR code picture, described by its label as typed so far. */
export function QrCodeField() {
  const { t, i18n } = useCatalogT();
  const label = useWatch({ name: 'qrCodeLabel' }) as I18nTextValue | undefined;
  return (
    <ImageField
      name="qrCodeUrl"
      label={t('footer.qrCode')}
      alt={label ? textIn(label, i18n.language) : ''}
      square
    />
  );
}
