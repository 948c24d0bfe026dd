import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteReferenceUrl, useUpdateReferenceUrl } from '@kb/api-client/admin';
import type { ReferenceUrl } from '@kb/contracts';
import { color, radius, space, Stack } from '@kb/ui';
import { Button, List as BaseList, ListRow } from '@kb/ui/controls';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** SPEC §9: the saved-URL list scrolls beyond 10rem. */
const URL_LIST_MAX_HEIGHT = '10rem';

/** 'Saved URLs (count)': enable checkbox, link in a new tab, delete in modify mode ('Modify URLs' / 'Save'). */
export function SavedUrlList({ token, urls }: { token: string; urls: ReferenceUrl[] }) {
  const [modifying, setModifying] = useState(false);
  const { toggle } = useUpdateReferenceUrl(token);
  const remove = useDeleteReferenceUrl(token);
  const report = useErrorReporter();

  const handleToggle = (url: ReferenceUrl) => toggle({ id: url.id, enabled: !url.enabled }).catch((error: unknown) => report(error, 'Failed to update URL'));
  const handleDelete = (url: ReferenceUrl) => remove.trigger(url.id).catch((error: unknown) => report(error, 'Failed to delete URL'));

  return (
    <Stack as="section" $gap={2} aria-labelledby="saved-urls-title">
      <Header>
        <Title id="saved-urls-title">Saved URLs ({urls.length})</Title>
        <Button type="button" aria-pressed={modifying} onClick={() => setModifying((value) => !value)}>
          {modifying ? 'Save' : 'Modify URLs'}
        </Button>
      </Header>
      <List>
        {urls.map((url) => (
          <Row key={url.id}>
            <input type="checkbox" checked={url.enabled} aria-label={`Use ${url.url} in the analysis`} onChange={() => void handleToggle(url)} />
            <Link href={url.url} target="_blank" rel="noopener noreferrer" title={url.url}>
              {url.url}
            </Link>
            {modifying ? (
              <Button
                $variant="danger"
                $size="sm"
                type="button"
                aria-label={`Delete ${url.url}`}
                disabled={remove.isMutating}
                onClick={() => void handleDelete(url)}
              >
                Delete
              </Button>
            ) : null}
          </Row>
        ))}
      </List>
    </Stack>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
`;

const List = styled(BaseList)`
  max-height: ${URL_LIST_MAX_HEIGHT};
  overflow-y: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  &:empty {
    display: none;
  }
`;

const Row = styled(ListRow)`
  padding: ${space(1)} ${space(2)};
  &:last-child {
    border-bottom: none;
  }
`;

const Link = styled.a`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.875rem;
`;
