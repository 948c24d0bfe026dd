import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { Highlighted } from '../search/Highlighted';
import type { PaletteItem } from './paletteItems';
import { useT } from '../i18n/useT';
import paletteTexts from '../i18n/catalogues/en.palette.json';
import missingTexts from '../i18n/catalogues/en.missing.json';
import { useCategoryPath } from '../site/useCategoryName';

interface Props {
  id: string;
  item: PaletteItem;
  active: boolean;
  onPoint: () => void;
  onChoose: (newTab: boolean) => void;
}

/** One option of the palette's listbox; a search result shows its title, category path, section and excerpt. */
export function PaletteOption({ id, item, active, onPoint, onChoose }: Props) {
  return (
    <Option
      id={id}
      role="option"
      aria-selected={active}
      onMouseMove={active ? undefined : onPoint}
      // Keeps the focus in the search field.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => onChoose(event.metaKey || event.ctrlKey)}
    >
      <OptionContent item={item} />
    </Option>
  );
}

function OptionContent({ item }: { item: PaletteItem }) {
  const t = useT(missingTexts, paletteTexts);
  const categoryPath = useCategoryPath();
  switch (item.kind) {
    case 'recentSearch':
      return <Title>{item.query}</Title>;
    case 'recentArticle':
      return <Title>{item.title}</Title>;
    case 'allResults':
      return <Title>{t('palette.allResults')}</Title>;
    case 'searchPage':
      return <Title>{t('palette.searchPage', { query: item.query })}</Title>;
    case 'reportMissing':
      return <Title>{t('missing.report')}</Title>;
    case 'result': {
      const { result } = item;
      const path = categoryPath(result);
      return (
        <>
          <Title>
            <Highlighted text={result.title} query={item.query} />
          </Title>
          <Muted>
            {path}
            {result.section && ` · ${result.section.heading}`}
          </Muted>
          <Excerpt>
            <Highlighted text={result.excerpt} query={item.query} />
          </Excerpt>
        </>
      );
    }
  }
}

const Option = styled.div`
  display: block;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.md};
  border-left: 3px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    border-left-color: ${color('accent')};
    background: ${color('bgSubtle')};
  }
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
`;

const Muted = styled.span`
  display: block;
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;

const Excerpt = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  margin-top: ${space(1)};
  font-size: 0.875rem;
`;
