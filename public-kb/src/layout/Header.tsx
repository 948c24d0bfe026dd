import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, Row, space, zIndex } from '@kb/ui';
import { PaletteShortcut } from '../palette/PaletteShortcut';
import { Icon } from '../quickActions/icons';
import { SearchBar } from '../search/SearchBar';
import { useSite } from '../site/useSite';
import { Logo } from './Logo';
import { useT } from '../i18n/useT';
import { LanguageSwitcher } from './LanguageSwitcher';
import { EditionPart } from '../editions/editionParts';

interface Props {
  /** The sidebar toggle's state and handler. */
  sidebar: { open: boolean; overlay: boolean; onToggle: () => void };
}

export function Header({ sidebar }: Props) {
  const t = useT();
  const { name, publisher, websiteUrl } = useSite();
  return (
    <Bar data-print-hide="">
      <Brand>
        <MenuButton
          type="button"
          aria-expanded={sidebar.open}
          aria-controls="kb-sidebar"
          aria-label={sidebar.open ? t('header.hideCategories') : t('header.showCategories')}
          onClick={sidebar.onToggle}
        >
          <Icon name={sidebar.overlay ? (sidebar.open ? 'close' : 'menu') : 'sidebar'} />
        </MenuButton>
        <Link to="/" aria-label={t('header.homeLabel', { name })}>
          <Logo />
        </Link>
        <HomeLink to="/">{t('header.knowledgeBase')}</HomeLink>
      </Brand>
      <SearchBar />
      <PaletteShortcut />
      <EditionPart name="Menu" />
      <LanguageSwitcher />
      <Site href={websiteUrl} target="_blank" rel="noopener noreferrer">
        <span className="kb-site-name">{publisher}</span>
        <Icon name="external" />
        <span className="visually-hidden"> {t('common.newTab')}</span>
      </Site>
    </Bar>
  );
}

const Bar = styled(Row).attrs({ as: 'header', $gap: 3, $columnGap: 6 })`
  padding: ${space(3)} ${space(6)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('surface')};
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  @media (min-width: 900px) {
    flex-wrap: nowrap;
  }
  @media (max-width: 899px) {
    padding: ${space(2)} ${space(4)};
    > form {
      order: 3;
      flex-basis: 100%;
      max-width: none;
    }
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  flex-shrink: 0;
  max-width: 100%;
  a {
    display: inline-flex;
  }
`;

const HomeLink = styled(Link)`
  padding-left: ${space(3)};
  border-left: 1px solid ${color('border')};
  color: ${color('text')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  /* Beside a wide logo on a narrow phone, the words give way, never the page's width. */
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  &:hover {
    color: ${color('accent')};
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
`;

const Site = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  margin-left: auto;
  font-size: 0.9375rem;
  white-space: nowrap;
  @media (max-width: 479px) {
    .kb-site-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;
