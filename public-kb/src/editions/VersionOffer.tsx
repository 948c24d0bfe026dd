import { useEffect, useState } from 'react';
import { useEdition } from '@kb/api-client';
import { useT } from '../i18n/useT';
import { useArticleVersions } from './useArticleVersions';
import { useVersions } from './useVersions';
import { EditionNotice } from './editionStyles';
import { rememberedVersion } from './rememberedVersion';
import { usePageAt } from './usePageAt';
import { pageVersion, switchTarget } from './versionLinks';

/**
 * On a page of the current version, a reader who chose another version before is offered this page in it
 * (a link, never a redirect: SPEC's URLs keep serving the current version). Shown after hydration (the server
 * cannot know the choice), and on an article only when that version holds it.
 */
export function VersionOffer() {
  const t = useT();
  const edition = useEdition();
  const versions = useVersions().data ?? [];
  const page = usePageAt();
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => setRemembered(rememberedVersion()), []);
  const shown = pageVersion(versions, edition);
  const wanted = versions.find((version) => version.name === remembered && !version.current);
  const places = useArticleVersions(shown?.current && wanted ? page.slug : null).data;
  if (!shown?.current || !wanted) return null;
  if (page.slug !== undefined && !places?.find((place) => place.name === wanted.name)?.slug) return null;
  return (
    <EditionNotice data-print-hide="">
      <a href={switchTarget(edition.lang, wanted, page, places)}>{t('version.offer', { name: wanted.name })}</a>
    </EditionNotice>
  );
}
