import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './startSite';

export interface NginxCeiling {
  url: string;
  stop(): Promise<void>;
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The ceiling to compare the API with: nginx (Debian's nginx-light), one worker, serving the given
 * bodies (URL path → JSON text) as static files pre-compressed next to them (`gzip_static on`), on
 * 127.0.0.1 at a free port, with its own configuration and prefix in a temporary folder.
 */
export async function startNginx(bodies: ReadonlyMap<string, string>): Promise<NginxCeiling> {
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(`nginx not found at ${NGINX}: install it with \`apt-get install -y nginx-light\` (or set NGINX_PATH)`);
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'kb-nginx-'));
  // nginx's worker runs as an unprivileged user: it must be able to read the files.
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, 'www');
  for (const [urlPath, json] of bodies) {
    const file = path.join(root, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, json);
    writeFileSync(`${file}.gz`, gzipSync(json));
  }
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=10000 inactive=60s;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { }
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag on;
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const first = bodies.keys().next().value ?? '/';
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${first}`)).ok) break;
    } catch {
      // starting
    }
    if (i > 100) {
      await stop();
      throw new Error('nginx did not answer within 10 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}
