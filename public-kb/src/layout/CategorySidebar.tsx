import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSidebarPath, useSidebarRoots } from '@kb/api-client';
import { bordered, color, Skeleton, space } from '@kb/ui';
import { SIDEBAR_SKELETON_ROWS } from '../constants';
import { CategoryTree } from './CategoryTree';
import { useT } from '../i18n/useT';

/** 'Home › Knowledge Base' and the category tree; 6 skeleton rows while loading. */
export function CategorySidebar({ currentSlug }: { currentSlug?: string }) {
  const t = useT();
  // `isLoading` and `error` are read only while there are no categories: SWR renders a component again when a
  // value it read changes, and the request SPEC asks for on mount would otherwise render the whole tree again
  // when it ends (SWR's store: at once, one long task on a phone).
  const roots = useSidebarRoots();
  const { data, mutate } = roots;
  const path = useSidebarPath(currentSlug).data;
  return (
    <Wrap>
      <HomeLink to="/">{t('sidebar.home')}</HomeLink>
      {!data && roots.isLoading ? (
        <Rows aria-busy="true" data-testid="sidebar-skeleton">
          <span className="visually-hidden">{t('sidebar.loadingCategories')}</span>
          {Array.from({ length: SIDEBAR_SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" $width={`${90 - (i % 3) * 15}%`} />
          ))}
        </Rows>
      ) : !data && roots.error ? (
        <Failed role="alert">
          {t('sidebar.failed')}
          <button type="button" onClick={() => void mutate()}>
            {t('common.tryAgain')}
          </button>
        </Failed>
      ) : (
        <CategoryTree roots={data ?? []} path={path} currentSlug={currentSlug} />
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const HomeLink = styled(Link)`
  padding: ${space(1)} ${space(2)};
  color: ${color('text')};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${color('accent')};
  }
`;

const Rows = styled.div`
  display: grid;
  gap: ${space(3)};
  padding: ${space(1)} ${space(2)};
`;

const Failed = styled.p`
  margin: 0;
  padding: ${space(2)};
  color: ${color('textMuted')};
  font-size: 0.875rem;
  button {
    display: block;
    margin-top: ${space(2)};
    padding: ${space(1)} ${space(3)};
    ${bordered('sm', 'surface')}
    cursor: pointer;
  }
`;
