import styled from 'styled-components';
import { unstable_serialize, useSWRConfig } from 'swr';
import { keys, useEdition } from '@kb/api-client';
import { color } from '@kb/ui';
import { useT } from '../i18n/useT';
import { useArticleVersions } from './useArticleVersions';
import { useVersions } from './useVersions';
import { EditionNotice } from './editionStyles';
import { usePageAt } from './usePageAt';
import { currentVersionLink, pageVersion } from './versionLinks';

const BANNERS = { beta: 'version.bannerBeta', deprecated: 'version.bannerDeprecated', archived: 'version.bannerArchived' } as const;

/**
 * On the pages of a version other than the current one: which version the reader is reading (an older one
 * no longer updated, a beta's preview, or an archived one, which the versions' list leaves out: the server
 * says so with the page) and a link to the same article in the current version, or its home when it does not
 * hold the article. Rendered on the server with the page (its versions come with it).
 */
export function VersionBanner() {
  const t = useT();
  const edition = useEdition();
  const { fallback } = useSWRConfig();
  const versions = useVersions().data ?? [];
  const page = usePageAt();
  const archived = edition.version !== null && fallback[unstable_serialize(keys.archivedVersion(edition.version))] === true;
  const shown = archived ? { name: edition.version!, status: 'archived' as const } : pageVersion(versions, edition);
  const current = versions.find((version) => version.current);
  const places = useArticleVersions(shown && shown !== current ? page.slug : null).data;
  if (!shown || shown === current || !current) return null;
  const link = currentVersionLink(edition.lang, current, page, places);
  return (
    <Banner role="note" data-version-banner={shown.status} data-print-hide="">
      {t(BANNERS[shown.status === 'beta' || shown.status === 'archived' ? shown.status : 'deprecated'], { name: shown.name })}{' '}
      <a href={link.href}>{t(link.toArticle ? 'version.toArticle' : 'version.toCurrent', { name: current.name })}</a>
    </Banner>
  );
}

const Banner = styled(EditionNotice)`
  &[data-version-banner='deprecated'],
  &[data-version-banner='archived'] {
    border-bottom-color: ${color('warning')};
  }
`;
