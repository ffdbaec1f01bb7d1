import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import { AliyunSmsGateway } from './aliyun-gateway';
import { ConsoleSmsGateway } from './console-gateway';
import type { SmsGateway } from './sms-gateway';

/** The gateway SMS_PROVIDER names; config.ts has checked the provider's credentials. */
export function smsGatewayFor(
  config: Config,
  deps: { db: Db; clock: Clock; log: Log },
): SmsGateway {
  if (config.SMS_PROVIDER === 'aliyun') {
    return new AliyunSmsGateway(
      {
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
        signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      },
      deps.clock,
    );
  }
  return new ConsoleSmsGateway(deps.db, deps.clock, deps.log);
}
