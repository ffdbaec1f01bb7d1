import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { aliyunRpcSignature, AliyunSmsGateway } from './aliyun-gateway';
import { SmsDeliveryError } from './sms-gateway';

const SECRET = 'fake-access-key-secret';
const TEST_CAPTCHA = 'Zx7Q';

const call = async (t: TestApp, method: 'GET' | 'POST', path: string, o: { body?: unknown } = {}) =>
  (await t.signed({ method, path, body: o.body })).json() as {
    code: number;
    msg: string;
    data: unknown;
  };
const newCaptcha = async (t: TestApp) =>
  (await call(t, 'GET', '/byairport-cms/captcha/create')).data as { uuid: string };

/** The fake Alibaba Cloud endpoint checks the signature its own way, as the real one would. */
function expectedSignature(form: URLSearchParams): string {
  const enc = (v: string) =>
    encodeURIComponent(v).replace(
      /[!'()*]/g,
      (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
    );
  const canonical = [...form.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join('&');
  return createHmac('sha1', `${SECRET}&`)
    .update(`POST&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
}

let server: Server;
let endpoint: string;
const received: URLSearchParams[] = [];
let answerCode = 'OK';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      res.setHeader('content-type', 'application/json');
      const signed = form.get('Signature') === expectedSignature(form);
      res.end(
        JSON.stringify(
          signed
            ? { Code: answerCode, Message: answerCode, RequestId: 'req-1', BizId: 'biz-1' }
            : { Code: 'SignatureDoesNotMatch', Message: 'bad signature', RequestId: 'req-2' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Aliyun SMS gateway', () => {
  it('signs as Alibaba Cloud’s documented example does', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a signed SendSms request with the template and the code', async () => {
    const gateway = new AliyunSmsGateway(
      {
        accessKeyId: 'fake-id',
        accessKeySecret: SECRET,
        signName: '广州白云国际机场',
        templateCode: 'SMS_123456',
        endpoint,
      },
      new ManualClock(new Date('2026-11-22T01:00:00.123Z')),
    );
    received.length = 0;
    await gateway.send({
      mobile: '13800138000',
      content: '…',
      purpose: 'login',
      templateParams: { code: '246810' },
    });
    const form = received[0]!;
    expect(Object.fromEntries(form)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800138000',
      SignName: '广州白云国际机场',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"246810"}',
      Timestamp: '2026-11-22T01:00:00Z',
      SignatureMethod: 'HMAC-SHA1',
    });
  });

  it('a refusal becomes an SmsDeliveryError with the provider’s code', async () => {
    answerCode = 'isv.BUSINESS_LIMIT_CONTROL';
    const gateway = new AliyunSmsGateway(
      { accessKeyId: 'id', accessKeySecret: SECRET, signName: 's', templateCode: 't', endpoint },
      new ManualClock(),
    );
    const error = await gateway
      .send({ mobile: '13800138000', content: '', purpose: 'login', templateParams: { code: '1' } })
      .catch((e: unknown) => e);
    answerCode = 'OK';
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
  });

  it('SMS_PROVIDER=aliyun: the login code goes through the provider and logs in', async () => {
    const t = await createTestApp({
      env: {
        CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'fake-id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
        ALIYUN_SMS_SIGN_NAME: '广州白云国际机场',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456',
        ALIYUN_SMS_ENDPOINT: endpoint,
      },
    });
    try {
      received.length = 0;
      const { uuid } = await newCaptcha(t);
      const sent = await call(t, 'POST', '/byairport-cms/sms/sendSms', {
        body: { mobile: '13600136000', captchaCode: TEST_CAPTCHA, captchaUuid: uuid },
      });
      expect(sent.code).toBe(200);
      const code = (JSON.parse(received[0]!.get('TemplateParam')!) as { code: string }).code;
      const outbox = await t.deps.database.db.selectFrom('sms_outbox').selectAll().execute();
      expect(outbox).toEqual([]);
      const login = await call(t, 'POST', '/byairport-cms/user/login', {
        body: { mobile: '13600136000', code },
      });
      expect(login.code).toBe(200);

      // A provider failure: code 500 with the SMS message, and the number may ask again at once.
      answerCode = 'isv.MOBILE_NUMBER_ILLEGAL';
      const { uuid: second } = await newCaptcha(t);
      const failed = await call(t, 'POST', '/byairport-cms/sms/sendSms', {
        body: { mobile: '13600136001', captchaCode: TEST_CAPTCHA, captchaUuid: second },
      });
      answerCode = 'OK';
      expect(failed).toMatchObject({ code: 500, msg: '短信发送失败，请稍后再试' });
    } finally {
      await t.close();
    }
  });

  it('refuses to start with SMS_PROVIDER=aliyun and no credentials', async () => {
    await expect(createTestApp({ env: { SMS_PROVIDER: 'aliyun' } })).rejects.toThrow(
      /ALIYUN_SMS_ACCESS_KEY_ID: is required/,
    );
  });
});
