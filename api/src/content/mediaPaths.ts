import { decoded } from './articleLinks';

/** Image extensions copied between a content folder's images/ and the site's media folder. */
export const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif)$/i;

const FOLDER_SRC = /(<img\b[^>]*?\bsrc=")(?:\.\.?\/)*images\/([^"/]+)"/g;
const SITE_SRC = /(<img\b[^>]*?\bsrc=")\/media\/([^"/]+)"/g;

/** `images/x.svg` (also `./` or `../images/x.svg`) in a content file → the site's `/media/x.svg`. */
export function toSiteMedia(html: string): string {
  return html.replace(FOLDER_SRC, '$1/media/$2"');
}

/** The site's `/media/x.svg` → `images/x.svg`, as written by export. */
export function toFolderMedia(html: string): string {
  return html.replace(SITE_SRC, '$1images/$2"');
}

/** File names of the site media an article shows. */
export function mediaFiles(html: string): string[] {
  return [...html.matchAll(SITE_SRC)].map((m) => decoded(m[2]!));
}
