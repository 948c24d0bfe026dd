/**
 * The embed address of a YouTube or Vimeo link (watch pages, short links and embed URLs), or null
 * for any other address: the server keeps video frames only from these hosts.
 */
export function toEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    if (url.pathname.startsWith('/embed/')) return `https://www.youtube.com${url.pathname}`;
    const id = url.searchParams.get('v');
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'youtube-nocookie.com' && url.pathname.startsWith('/embed/')) return `https://www.youtube-nocookie.com${url.pathname}`;
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'player.vimeo.com' && url.pathname.startsWith('/video/')) return `https://player.vimeo.com${url.pathname}`;
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
