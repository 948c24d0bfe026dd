import styled from 'styled-components';
import { useStats } from '@kb/api-client';
import { HOME_HEADING, HOME_INTRO, SITE_SUMMARY } from '@kb/contracts';
import { color, radius, Skeleton, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';

export const HOME_TEXTS = {
  heading: HOME_HEADING,
  intro: HOME_INTRO,
  description: SITE_SUMMARY,
} as const;

const TILES = [
  { key: 'articles', label: 'ARTICLES' },
  { key: 'images', label: 'IMAGES' },
  { key: 'words', label: 'WORDS' },
] as const;

/** Home: welcome heading, intro text and the ARTICLES / IMAGES / WORDS tiles. */
export function HomePage() {
  const { data } = useStats();
  useDocumentHead({ title: pageTitle('Knowledge Base'), names: { description: HOME_TEXTS.description } });
  return (
    <Section>
      <h1>{HOME_TEXTS.heading}</h1>
      <Intro>{HOME_TEXTS.intro}</Intro>
      <Tiles>
        {TILES.map(({ key, label }) => (
          <Tile key={key}>
            <dt>{label}</dt>
            <dd>{data ? data[key].toLocaleString('en-US') : <Skeleton $width="4rem" $height="2rem" />}</dd>
          </Tile>
        ))}
      </Tiles>
      <Hint>Browse the categories, or search above, to find what you need.</Hint>
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
  margin: 0;
  color: ${color('textMuted')};
`;
