import styled from 'styled-components';
import { color } from '@kb/ui';

/** The Settings section's place in the console; the site settings themselves come with issue 28, item 5. */
export function SettingsPlaceholder() {
  return <Note>Site settings are not editable here yet.</Note>;
}

const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
