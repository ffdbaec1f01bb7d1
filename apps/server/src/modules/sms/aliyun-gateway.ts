import { createHmac, randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { SmsDeliveryError, type SmsGateway, type SmsMessage } from './sms-gateway';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ in production; a local fake server in tests. */
  endpoint: string;
  regionId?: string;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it (only A-Z a-z 0-9 - _ . ~ kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signature version 1.0 (HMAC-SHA1) of Alibaba Cloud's RPC APIs: the sorted, encoded parameters
 * joined by &, prefixed by the method and the encoded "/", keyed with the secret plus "&".
 */
export function aliyunRpcSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud SMS (dysmsapi SendSms, API version 2017-05-25), sent by template. */
export class AliyunSmsGateway implements SmsGateway {
  readonly name = 'aliyun';
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly clock: Clock,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: this.settings.regionId ?? 'cn-hangzhou',
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify(message.templateParams),
      Timestamp: this.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunRpcSignature('POST', params, this.settings.accessKeySecret);
    const body = Object.entries(params)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    let answer: { Code?: string; RequestId?: string };
    try {
      const response = await fetch(this.settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new SmsDeliveryError(this.name, error instanceof Error ? error.name : 'network');
    }
    if (answer.Code !== 'OK') {
      throw new SmsDeliveryError(this.name, String(answer.Code ?? 'unknown'), answer.RequestId);
    }
  }
}
