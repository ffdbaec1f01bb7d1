import { ResultCode, type Locale } from '@can/contracts';
import { AppError } from '../../platform/errors';
import { message, type MessageKey } from '../../platform/messages';

const FIELD_LABELS: Record<string, MessageKey> = {
  title: 'contactFieldTitle',
  name: 'contactFieldName',
  email: 'contactFieldEmail',
  content: 'contactFieldContent',
};

/**
 * A contact form the server refused (code 400): data.fields lists { field, issue } with the
 * contract's issue keys (the page words them), and the message names the fields in the
 * visitor's language.
 */
export class ContactInvalidError extends AppError {
  constructor(locale: Locale, fields: { field: string; issue: string }[]) {
    const names = fields.map((f) => {
      const label = FIELD_LABELS[f.field];
      return label ? message(locale, label) : f.field;
    });
    super(
      ResultCode.invalidInput,
      'contactInvalid',
      { fields: names.join(locale === 'zh-CN' ? '、' : ', ') },
      { fields },
    );
  }
}
