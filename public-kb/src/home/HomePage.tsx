import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useSidebarRoots, useStats } from '@kb/api-client';
import { COMPANY_NAME, DEFAULT_SITE_BRANDING, PRODUCT_NAME } from '@kb/contracts';
import { color, radius, Skeleton, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';
import { ArticleLists } from './ArticleLists';
import { cardGrid } from '../layout/lists';
import { useSite } from '../site/useSite';
import { useFormatNumber, useT } from '../i18n/useT';
import type { Translate } from '../i18n/translate';
import homeTexts from '../i18n/catalogues/en.home.json';
import { useCategoryName } from '../site/useCategoryName';

const TILES = [
  { key: 'articles', label: 'home.articles' },
  { key: 'images', label: 'home.images' },
  { key: 'words', label: 'home.words' },
] as const;

/** The settings' welcome text, translated while it is still SPEC's default (an admin's own text is shown as written). */
function welcome(t: Translate, { welcomeHeading, welcomeText }: { welcomeHeading: string; welcomeText: string }) {
  return {
    heading: welcomeHeading === DEFAULT_SITE_BRANDING.welcomeHeading ? t('home.welcomeHeading', { product: PRODUCT_NAME }) : welcomeHeading,
    text: welcomeText === DEFAULT_SITE_BRANDING.welcomeText ? t('home.welcomeText', { product: PRODUCT_NAME, company: COMPANY_NAME }) : welcomeText,
  };
}

/** Home: welcome heading and text, the ARTICLES / IMAGES / WORDS tiles the settings show, and the categories to browse. */
export function HomePage() {
  const t = useT(homeTexts);
  const categoryName = useCategoryName();
  const formatNumber = useFormatNumber();
  const { data } = useStats();
  const roots = useSidebarRoots().data;
  const site = useSite();
  useDocumentHead({ title: pageTitle(t('header.knowledgeBase'), site.name) });
  const tiles = TILES.filter(({ key }) => site.statTiles[key]);
  return (
    <Section>
      <h1>{welcome(t, site).heading}</h1>
      <Intro>{welcome(t, site).text}</Intro>
      <Tiles>
        {tiles.map(({ key, label }) => (
          <Tile key={key}>
            <dt>{t(label)}</dt>
            <dd>{data ? formatNumber(data[key]) : <Skeleton $width="4rem" $height="2rem" />}</dd>
          </Tile>
        ))}
      </Tiles>
      <Hint>{t('home.hint')}</Hint>
      {roots && roots.length > 0 && (
        <Categories aria-label={t('layout.categories')}>
          {roots.map((category) => (
            <li key={category.id}>
              <Link to={`/category/${encodeURIComponent(category.slug)}`}>{categoryName(category.name)}</Link>
              <span>{t('common.articleCount', { count: category.articleCount })}</span>
            </li>
          ))}
        </Categories>
      )}
      <ArticleLists />
    </Section>
  );
}

const Section = styled.section`
  max-width: 52rem;
  h1 {
    margin: 0 0 ${space(4)};
    font-size: clamp(1.75rem, 4.5vw, 2.5rem);
    line-height: 1.2;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space(8)};
  font-size: 1.125rem;
  color: ${color('textMuted')};
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0 0 ${space(8)};
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space(1)};
  padding: ${space(5)} clamp(${space(3)}, 2.5vw, ${space(5)});
  border: 1px solid ${color('border')};
  border-top: 4px solid ${color('accent')};
  border-radius: ${radius.lg};
  background: ${color('bgSubtle')};
  dt {
    color: ${color('textMuted')};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
  }
  dd {
    margin: 0;
    font-size: clamp(1.25rem, 5vw, 2rem);
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color('textMuted')};
`;

const Categories = styled.ul`
  ${cardGrid}
  li {
    display: grid;
    gap: ${space(1)};
    padding: ${space(4)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.lg};
  }
  a {
    font-weight: 700;
    text-decoration: none;
  }
  span {
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;
