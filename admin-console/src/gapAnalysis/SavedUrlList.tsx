import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteReferenceUrl, useUpdateReferenceUrl } from '@kb/api-client';
import type { ReferenceUrl } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** SPEC §9: the saved-URL list scrolls beyond 10rem. */
export const URL_LIST_MAX_HEIGHT = '10rem';

/** 'Saved URLs (count)': enable checkbox, link in a new tab, delete in modify mode ('Modify URLs' / 'Save'). */
export function SavedUrlList({ token, urls }: { token: string; urls: ReferenceUrl[] }) {
  const [modifying, setModifying] = useState(false);
  const { toggle } = useUpdateReferenceUrl(token);
  const remove = useDeleteReferenceUrl(token);
  const report = useErrorReporter();

  const handleToggle = (url: ReferenceUrl) =>
    toggle({ id: url.id, enabled: !url.enabled }).catch((error: unknown) => report(error, 'Failed to update URL'));
  const handleDelete = (url: ReferenceUrl) => remove.trigger(url.id).catch((error: unknown) => report(error, 'Failed to delete URL'));

  return (
    <Section aria-labelledby="saved-urls-title">
      <Header>
        <Title id="saved-urls-title">Saved URLs ({urls.length})</Title>
        <Modify type="button" aria-pressed={modifying} onClick={() => setModifying((value) => !value)}>
          {modifying ? 'Save' : 'Modify URLs'}
        </Modify>
      </Header>
      <List>
        {urls.map((url) => (
          <Row key={url.id}>
            <input type="checkbox" checked={url.enabled} aria-label={`Use ${url.url} in the analysis`} onChange={() => void handleToggle(url)} />
            <Link href={url.url} target="_blank" rel="noopener noreferrer" title={url.url}>
              {url.url}
            </Link>
            {modifying ? (
              <Delete type="button" aria-label={`Delete ${url.url}`} disabled={remove.isMutating} onClick={() => void handleDelete(url)}>
                Delete
              </Delete>
            ) : null}
          </Row>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
`;

const Modify = styled.button`
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
`;

const List = styled.ul`
  max-height: ${URL_LIST_MAX_HEIGHT};
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  &:empty {
    display: none;
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(2)};
  border-bottom: 1px solid ${color('border')};
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

const Delete = styled.button`
  padding: 2px ${space(2)};
  border: 1px solid ${color('danger')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('danger')};
  cursor: pointer;
`;
