import { useEffect, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { editionQuery, request, useEdition } from '@kb/api-client';
import { toast } from '@kb/ui';
import { useT } from '../i18n/useT';
import { useArticleVersions } from './useArticleVersions';
import { useVersions } from './useVersions';
import { HeaderSelect } from './editionStyles';
import { rememberVersion } from './rememberedVersion';
import { usePageAt } from './usePageAt';
import { MISSING_ARTICLE_PARAM, pageVersion, switchTarget } from './versionLinks';

/** How long the note that the article is not in the chosen version stays. */
const NOTE_MS = 10_000;

/** The menu's groups, in order: the current version first, then betas, then deprecated ones. */
const GROUPS = [
  { status: 'current', label: 'version.current' },
  { status: 'beta', label: 'version.beta' },
  { status: 'deprecated', label: 'version.deprecated' },
] as const;

/**
 * After a switch to a version without the article, that version's home says so (once: the query is then
 * dropped from the address).
 */
function useMissingArticleNote(): void {
  const t = useT();
  const edition = useEdition();
  const current = pageVersion(useVersions().data ?? [], edition);
  const [params, setParams] = useSearchParams();
  const missing = params.get(MISSING_ARTICLE_PARAM) !== null;
  useEffect(() => {
    if (!missing || !current) return;
    toast({ title: t('version.notInVersion', { name: current.name }), duration: NOTE_MS });
    setParams((next) => (next.delete(MISSING_ARTICLE_PARAM), next), { replace: true });
  }, [missing, current, t, setParams]);
}

/**
 * The header's "Version" menu, on a site with more than one version readers may see: the current version
 * first, then betas and deprecated ones, each under its state (names alone keep the header's room).
 * Choosing one keeps the reader on the article when that version holds it, else opens that version's home
 * with a note; the choice is remembered (VersionOffer).
 */
export function VersionSwitcher() {
  const t = useT();
  const edition = useEdition();
  const versions = useVersions().data ?? [];
  const page = usePageAt();
  const places = useArticleVersions(versions.length > 1 ? page.slug : null).data;
  useMissingArticleNote();
  const shown = pageVersion(versions, edition);
  if (versions.length < 2 || !shown) return null;

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const target = versions.find((version) => version.name === event.target.value);
    if (!target) return;
    rememberVersion(target.name);
    const known =
      page.slug === undefined
        ? undefined
        : (places ?? (await request('articleVersions', { params: { slug: page.slug }, query: editionQuery(edition) }).catch(() => undefined)));
    window.location.assign(switchTarget(edition.lang, target, page, known));
  }
  return (
    // data-versions: the shell loads this module with a page whose server HTML has the menu (shell/src/routeTable.ts).
    <HeaderSelect aria-label={t('header.version')} value={shown.name} onChange={(event) => void handleChange(event)} data-versions="">
      {GROUPS.map(({ status, label }) => {
        const listed = versions.filter((version) => version.status === status);
        return listed.length === 0 ? null : (
          <optgroup key={status} label={t(label)}>
            {listed.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </HeaderSelect>
  );
}
