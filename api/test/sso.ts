import type { TestApi } from './harness';

/** The `name=value` pair of a cookie a response sets. */
function cookiePair(response: Response, name: string): string {
  const pair = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie was set`);
  return pair.split(';')[0] as string;
}

/** Follows the provider's redirects as a browser would (its cookies included) until one leads to `until`; answers that URL. */
async function followUntil(start: string, until: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', ...value] = (cookie.split(';')[0] as string).split('=');
      if (value.join('=')) jar.set(name, value.join('='));
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(until)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

/** Where the provider sent the browser back, and the binding cookie of the browser that started. */
export interface SsoReturn {
  query: string;
  cookie: string;
}

/** Starts an SSO sign-in from `address` and goes through the provider (signing in as whoever it is set to). */
export async function ssoRoundTrip(api: TestApi, address: string): Promise<SsoReturn> {
  const start = await api.send('POST', '/api/admin/sso/start', undefined, { 'X-Forwarded-For': address });
  if (start.status !== 200) throw new Error(`SSO start failed: ${start.status} ${await start.text()}`);
  const cookie = cookiePair(start, 'kb_sso');
  const { url } = (await start.json()) as { url: string };
  const back = await followUntil(url, `${api.url}/admin/login`);
  return { query: back.search, cookie };
}

/** The sign-in screen's second half: posts the provider's answer with the browser's binding cookie. */
export function ssoFinish(api: TestApi, back: SsoReturn, address: string): Promise<Response> {
  return api.send('POST', '/api/admin/sso/finish', { query: back.query }, { Cookie: back.cookie, 'X-Forwarded-For': address });
}

/** A whole SSO sign-in from `address`: the finish call's answer. */
export async function ssoSignIn(api: TestApi, address: string): Promise<Response> {
  return ssoFinish(api, await ssoRoundTrip(api, address), address);
}
