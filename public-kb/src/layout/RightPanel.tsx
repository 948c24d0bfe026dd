import styled from 'styled-components';
import { useArticle } from '@kb/api-client';
import { space } from '@kb/ui';
import { TableOfContents } from '../article/TableOfContents';
import { QuickActions } from '../quickActions/QuickActions';

/** 'In This Article' on article pages (same request as the page: one SWR key), Quick Actions everywhere. */
export function RightPanel({ slug }: { slug?: string }) {
  const { data: article } = useArticle(slug);
  return (
    <Panel>
      {slug && article && <TableOfContents entries={article.tableOfContents} />}
      <QuickActions onArticlePage={Boolean(slug)} article={article} />
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(8)};
  min-height: 0;
  > section {
    flex-shrink: 0;
  }
`;
