import type { Migration } from 'kysely';
import * as m0001 from './0001-platform';
import * as m0002 from './0002-cms';
import * as m0003 from './0003-flight-schedule';
import * as m0005 from './0005-faq-contact';
import * as m0006 from './0006-member';
import * as m0007 from './0007-transport-shops';
import * as m0008 from './0008-checkin';
import * as m0009 from './0009-admin';
import * as m0010 from './0010-flight-ops';
import * as m0011 from './0011-feedback-mail';
import * as m0012 from './0012-checkin-under-services';
import * as m0013 from './0013-flight-alerts';
import * as m0014 from './0014-alert-push';
import * as m0015 from './0015-member-email';

/**
 * Every migration, in order. Listed in code (not read from a folder) so the bundled server
 * carries them. Names are timestamp-prefixed and never change once landed.
 */
export const migrations: Record<string, Migration> = {
  '20261122-0001-platform': m0001,
  '20261122-0002-cms': m0002,
  '20261122-0003-flight-schedule': m0003,
  '20261122-0005-faq-contact': m0005,
  '20261122-0006-member': m0006,
  '20261122-0007-transport-shops': m0007,
  '20261122-0008-checkin': m0008,
  '20261122-0009-admin': m0009,
  '20261122-0010-flight-ops': m0010,
  '20261122-0011-feedback-mail': m0011,
  '20261125-0012-checkin-under-services': m0012,
  '20261128-0013-flight-alerts': m0013,
  '20261128-0014-alert-push': m0014,
  '20261128-0015-member-email': m0015,
};
