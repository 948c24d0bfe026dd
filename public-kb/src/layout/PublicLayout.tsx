import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import styled from 'styled-components';
import { color, space, Toaster, zIndex } from '@kb/ui';
import { SIDEBAR_OVERLAY_MAX_WIDTH } from '../constants';
import { CategorySidebar } from './CategorySidebar';
import { Footer } from './Footer';
import { Header } from './Header';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { PrintStyle } from './PrintStyle';
import { RightPanel } from './RightPanel';
import { useMediaQuery } from './useMediaQuery';
import { useEdition } from '@kb/api-client';
import { translatorFor } from '../i18n/languages';
import { TranslateContext } from '../i18n/useT';
import { LanguageOffer } from './LanguageSwitcher';
import { EditionPart } from '../editions/editionParts';

const HEADER_HEIGHT = '4.25rem';
/** What the right panel leaves free below the header: its offset, the page's bottom padding and the footer. */
const FOOTER_ROOM = '11rem';

/**
 * The visitor layout: header, left sidebar (open by default; closed until opened on the search page and,
 * as an overlay, on small screens), the page, the right panel and the footer. The header's sidebar button
 * is on every page, so nothing in the header moves between pages.
 */
export function PublicLayout() {
  /** The page language's texts, for the layout and (through the context) every component inside it. */
  const t = translatorFor(useEdition().lang);
  const { pathname } = useLocation();
  const slug = useMatch('/article/:slug')?.params.slug;
  const onSearch = useMatch('/search') !== null;
  const small = useMediaQuery(`(max-width: ${SIDEBAR_OVERLAY_MAX_WIDTH}px)`);
  const [openWide, setOpenWide] = useState(true);
  /** Small screens and the search page: closed on each page until opened. */
  const [openOnDemand, setOpenOnDemand] = useState(false);
  const onDemand = small || onSearch;
  const open = onDemand ? openOnDemand : openWide;
  const sidebarRef = useRef<HTMLElement>(null);
  // What does not depend on the sidebar's state stays the same element when only that state changes (on a
  // phone just after hydrating, and on each toggle), so the page and the panels are not rendered again for it.
  const categories = useMemo(() => <CategorySidebar currentSlug={slug} />, [slug]);
  const page = useMemo(() => <Outlet />, []);
  const tools = useMemo(() => <RightPanel slug={slug} />, [slug]);
  const footer = useMemo(() => <Footer />, []);

  useEffect(() => setOpenOnDemand(false), [pathname]);

  const handleToggle = useCallback(() => {
    if (!onDemand) return setOpenWide((value) => !value);
    setOpenOnDemand((value) => !value);
  }, [onDemand]);

  useEffect(() => {
    if (small && openOnDemand) sidebarRef.current?.focus();
  }, [small, openOnDemand]);

  function handleSidebarKey(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !small) return;
    setOpenOnDemand(false);
    document.querySelector<HTMLElement>('[aria-controls="kb-sidebar"]')?.focus();
  }

  const layout = open ? 'open' : 'closed';
  return (
    <TranslateContext.Provider value={t}>
      <Page>
        <PrintStyle />
        <SkipLink href="#main" data-print-hide="">
          {t('layout.skipToContent')}
        </SkipLink>
        <Header sidebar={{ open, overlay: small, onToggle: handleToggle }} />
        <LanguageOffer />
        <EditionPart name="Notices" />
        <Body data-layout-body="" data-sidebar={layout}>
          {small && open && <Backdrop aria-hidden="true" data-print-hide="" onClick={() => setOpenOnDemand(false)} />}
          <Sidebar
            id="kb-sidebar"
            ref={sidebarRef}
            tabIndex={-1}
            aria-label={t('layout.categories')}
            hidden={!open}
            data-overlay={small}
            data-print-hide=""
            onKeyDown={handleSidebarKey}
          >
            {categories}
          </Sidebar>
          <Main id="main" tabIndex={-1}>
            {page}
          </Main>
          <Aside aria-label={t('layout.pageTools')} data-print-hide="">
            {tools}
          </Aside>
        </Body>
        {footer}
        <Toaster />
        <PaletteLauncher />
      </Page>
    </TranslateContext.Provider>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${space(2)};
  top: -10rem;
  z-index: ${zIndex.tooltip};
  padding: ${space(2)} ${space(4)};
  background: ${color('accent')};
  color: ${color('accentText')};
  &:focus {
    top: ${space(2)};
  }
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 17rem minmax(0, 1fr) 15rem;
  grid-template-areas: 'sidebar main aside';
  align-items: start;
  gap: ${space(8)};
  width: 100%;
  max-width: 96rem;
  margin: 0 auto;
  padding: ${space(8)} ${space(6)};
  &[data-sidebar='closed'] {
    grid-template-columns: minmax(0, 1fr) 15rem;
    grid-template-areas: 'main aside';
  }
  @media (max-width: 1199px) {
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-areas: 'sidebar main' 'sidebar aside';
    &[data-sidebar='closed'] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'main' 'aside';
    }
  }
  @media (max-width: ${SIDEBAR_OVERLAY_MAX_WIDTH}px) {
    &,
    &[data-sidebar] {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'main' 'aside';
      gap: ${space(8)};
      padding: ${space(5)} ${space(4)};
    }
  }
`;

const Sidebar = styled.nav`
  grid-area: sidebar;
  position: sticky;
  top: calc(${HEADER_HEIGHT} + ${space(4)});
  max-height: calc(100vh - ${HEADER_HEIGHT} - ${space(8)});
  overflow-y: auto;
  &:focus {
    outline: none;
  }
  &[hidden] {
    display: none;
  }
  /* On a phone the sidebar is an overlay, closed until opened: the server's HTML (rendered as for a wide
     screen) must not show it in the page before the browser knows the screen is narrow. */
  @media (max-width: ${SIDEBAR_OVERLAY_MAX_WIDTH}px) {
    &:not([data-overlay='true']) {
      display: none;
    }
  }
  &[data-overlay='true'] {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${zIndex.sidebar};
    width: min(20rem, 86vw);
    max-height: none;
    padding: ${space(5)} ${space(4)};
    background: ${color('surface')};
    box-shadow: 4px 0 24px rgba(0, 0, 0, 0.25);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.sidebarOverlay};
  background: rgba(5, 10, 16, 0.5);
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/**
 * Beside the page it stays in view, short enough to fit between the header and the footer at the end of
 * the page, and its contents list scrolls inside it so Quick Actions below it are always shown.
 */
const Aside = styled.aside`
  grid-area: aside;
  position: sticky;
  top: calc(${HEADER_HEIGHT} + ${space(4)});
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - ${HEADER_HEIGHT} - ${FOOTER_ROOM});
  @media (max-width: 1199px) {
    position: static;
    display: block;
    max-height: none;
    padding-top: ${space(6)};
    border-top: 1px solid ${color('border')};
  }
`;
