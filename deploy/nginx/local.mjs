// Runs deploy/nginx/can-airport.conf, unchanged but for its "SITE:" values, on loopback: for the
// tests that prove the shipped config (apps/server/test/cache-in-front.test.ts) and for the storm
// benchmark (bench/storm.mjs). Not for production: there, copy the files as deploy/README.md says.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SITE_CONF = join(here, 'can-airport.conf');

export function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
}

/** Replaces `from` by `to`, which must occur exactly once: a drifted config fails loudly. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2)
    throw new Error(
      `can-airport.conf: expected "${from}" once, found it ${parts.length - 1} times`,
    );
  return parts.join(to);
}

/**
 * The site config with its "SITE:" values set: `origins` ["127.0.0.1:port", …], `listen`
 * ("127.0.0.1:port"), and the web, disruption-page and cache folders.
 */
export function renderSiteConfig({ origins, listen, webRoot, disruptionRoot, cacheDir }) {
  let text = readFileSync(SITE_CONF, 'utf8');
  const upstream = /(upstream can_origin \{\n(?:\s*#.*\n)*)((?:\s*server .*\n)+)/;
  if (!upstream.test(text)) throw new Error('can-airport.conf: no upstream can_origin servers');
  text = text.replace(
    upstream,
    (_, head) =>
      head + origins.map((o) => `    server ${o} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  text = replaceOnce(text, 'listen 80;', `listen ${listen};`);
  text = replaceOnce(text, '/var/cache/nginx/can-airport', cacheDir);
  text = replaceOnce(text, '/srv/can-airport/web', webRoot);
  text = replaceOnce(text, '/srv/can-airport/disruption', disruptionRoot);
  return text;
}

/**
 * Starts nginx in the foreground with the shipped site config in `workDir` (a folder of its own).
 * Returns { baseUrl, child, stop() }. `workers`: worker processes (1 matches one Node process).
 * `accessLog`: a file to log every request to: its time, the origin that answered it ("-" for
 * none), its address, `locale` header, cache status and the origin's status, background
 * refreshes included (the storm
 * benchmark counts the origin's reads of each board key from it).
 */
export async function startDeployNginx({
  origins,
  port,
  webRoot,
  disruptionRoot,
  workDir,
  workers = 1,
  nginxBin = findNginx(),
  accessLog,
}) {
  if (!nginxBin) throw new Error('nginx is not installed: apt-get install nginx');
  const cacheDir = join(workDir, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(disruptionRoot, { recursive: true });
  chmodSync(workDir, 0o755);
  const site = renderSiteConfig({
    origins,
    listen: `127.0.0.1:${port}`,
    webRoot,
    disruptionRoot,
    cacheDir,
  });
  writeFileSync(join(workDir, 'can-airport.conf'), site);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const main = `
${asRoot ? 'user root;' : ''}
worker_processes ${workers};
daemon off;
master_process on;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${
    accessLog
      ? `log_format origin_reads '$msec|$upstream_addr|$request_uri|$http_locale|$upstream_cache_status|$upstream_status';
  access_log ${accessLog} origin_reads buffer=256k flush=1s;
  log_subrequest on;`
      : 'access_log off;'
  }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  client_body_temp_path ${join(workDir, 'client_body')};
  proxy_temp_path ${join(workDir, 'proxy')};
  fastcgi_temp_path ${join(workDir, 'fastcgi')};
  uwsgi_temp_path ${join(workDir, 'uwsgi')};
  scgi_temp_path ${join(workDir, 'scgi')};
  include ${join(workDir, 'can-airport.conf')};
}
`;
  const confFile = join(workDir, 'nginx.conf');
  writeFileSync(confFile, main);
  const args = ['-p', workDir, '-c', confFile, '-e', join(workDir, 'error.log')];
  const test = spawnSync(nginxBin, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(nginxBin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(`${baseUrl}/assets/`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { baseUrl, child, stop, errorLog: () => readFileSync(join(workDir, 'error.log'), 'utf8') };
}
