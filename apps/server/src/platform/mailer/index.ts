/** Outgoing email: the interface, the outbox (default) and SMTP adapters, and the choice. */
export { MailDeliveryError, maskedAddress, type MailMessage, type Mailer } from './mailer';
export { OutboxMailer } from './outbox-mailer';
export { SmtpMailer } from './smtp-mailer';
export { mailerFor } from './mailer-for';
