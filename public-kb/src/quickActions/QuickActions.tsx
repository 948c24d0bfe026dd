import { articlePath, type Article } from '@kb/contracts';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge as BaseBadge, color, radius, space, toast, useTheme } from '@kb/ui';
import { panelSection } from '../layout/panelSection';
import { rowButton } from '../layout/rowButton';
import { useSupportEmail } from '../site/useSupportEmail';
import { copyArticleMarkdown } from './copyMarkdown';
import { Icon, type IconName } from './icons';
import { reportIssueHref, reportIssueSubject } from './reportIssue';
import { sharePage } from './share';
import { useT } from '../i18n/useT';
import type { Translate } from '../i18n/translate';
import { loadToastTexts } from '../i18n/languages';

type ThemePreference = 'light' | 'dark' | 'system';
const THEME_ICON: Record<ThemePreference, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };
const THEME_LABEL = { light: 'theme.light', dark: 'theme.dark', system: 'theme.system' } as const;
/** The theme shown, as the button names it: 'Light', 'Dark', or 'System (light)' while following the device. */
const themeName = (t: Translate, preference: ThemePreference, resolved: 'light' | 'dark') =>
  preference === 'system' ? t(resolved === 'dark' ? 'theme.systemDark' : 'theme.systemLight') : t(THEME_LABEL[preference]);

async function handleShare(t: Translate) {
  const outcome = await sharePage({ title: document.title, url: window.location.href });
  await loadToastTexts();
  if (outcome === 'copied') toast({ title: t('quickActions.linkCopied'), description: t('quickActions.linkCopiedText') });
  if (outcome === 'failed') toast({ title: t('quickActions.shareFailed'), description: window.location.href, variant: 'destructive' });
}

async function handleCopyMarkdown(t: Translate, slug: string) {
  const copied = await copyArticleMarkdown(slug);
  await loadToastTexts();
  if (copied) toast({ title: t('quickActions.markdownCopied'), description: t('quickActions.markdownCopiedText') });
  else toast({ title: t('quickActions.markdownFailed'), description: `${window.location.origin}${articlePath(slug)}.md`, variant: 'destructive' });
}

interface Props {
  onArticlePage: boolean;
  article?: Pick<Article, 'slug' | 'title' | 'categoryName' | 'parentCategoryName'> | null;
}

/** Theme (the other theme than the device's first, then the device's, then System), Print, Share, Copy as Markdown (on an article) and Report Issue. */
export function QuickActions({ onArticlePage, article }: Props) {
  const t = useT();
  const { preference, resolved, cycleTheme } = useTheme();
  const subject = reportIssueSubject(onArticlePage, article);
  const supportAddress = useSupportEmail();
  // The page as the router has it, the same on the server and in the browser; the click writes the full URL.
  const { pathname, search } = useLocation();
  const pageUrl = `${pathname}${search}`;
  return (
    <Section aria-labelledby="kb-quick-actions">
      <h2 id="kb-quick-actions">{t('quickActions.title')}</h2>
      <ul>
        <li>
          <Action as="button" type="button" onClick={cycleTheme} aria-label={t('theme.label', { theme: themeName(t, preference, resolved) })}>
            <Icon name={THEME_ICON[preference]} />
            {t('theme.title')}
            <Badge>{t(THEME_LABEL[preference])}</Badge>
          </Action>
        </li>
        <li>
          <Action as="button" type="button" onClick={() => window.print()}>
            <Icon name="printer" />
            {t('quickActions.print')}
          </Action>
        </li>
        <li>
          <Action as="button" type="button" onClick={() => void handleShare(t)}>
            <Icon name="share" />
            {t('quickActions.share')}
          </Action>
        </li>
        {onArticlePage && article && (
          <li>
            <Action as="button" type="button" onClick={() => void handleCopyMarkdown(t, article.slug)}>
              <Icon name="copy" />
              {t('quickActions.copyMarkdown')}
            </Action>
          </li>
        )}
        <li>
          <Action
            href={reportIssueHref(supportAddress, subject, pageUrl)}
            onClick={(event) => {
              // Built at click time so the body carries the current URL (hash included).
              event.currentTarget.href = reportIssueHref(supportAddress, subject, window.location.href);
            }}
          >
            <Icon name="mail" />
            {t('quickActions.reportIssue')}
          </Action>
        </li>
      </ul>
    </Section>
  );
}

const Section = styled.section`
  ${panelSection}
  ul {
    display: grid;
    gap: ${space(1)};
  }
`;

const Action = styled.a`
  ${rowButton}
  padding: ${space(2)};
  border-radius: ${radius.md};
  text-decoration: none;
  svg {
    flex-shrink: 0;
    color: ${color('textMuted')};
  }
  &:hover {
    background: ${color('bgSubtle')};
  }
`;

const Badge = styled(BaseBadge)`
  margin-left: auto;
`;
