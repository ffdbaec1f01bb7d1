// Worker thread of bench/lib/signing.mjs: signs texts with the site's RSA key (RSASSA-PKCS1-v1_5,
// SHA-256, base64), so that a pool of signed requests is ready before a load test starts.
import { createPrivateKey, sign } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

let key;
let keyPem;
parentPort?.on('message', ({ id, pem, texts }) => {
  if (pem !== keyPem) {
    key = createPrivateKey(pem);
    keyPem = pem;
  }
  const signatures = texts.map((text) => sign('sha256', Buffer.from(text), key).toString('base64'));
  parentPort?.postMessage({ id, signatures });
});
