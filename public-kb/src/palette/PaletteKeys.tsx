import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useT } from '../i18n/useT';
import paletteTexts from '../i18n/catalogues/en.palette.json';

/** The palette's keys, listed under its results. */
export function PaletteKeys() {
  const t = useT(paletteTexts);
  return (
    <Keys aria-label={t('palette.keys')}>
      <li>
        <kbd>↑</kbd> <kbd>↓</kbd> {t('palette.keyMove')}
      </li>
      <li>
        <kbd>Enter</kbd> {t('palette.keyOpen')}
      </li>
      <li>
        <kbd>Ctrl</kbd>/<kbd>⌘</kbd> <kbd>Enter</kbd> {t('palette.keyNewTab')}
      </li>
      <li>
        <kbd>Esc</kbd> {t('palette.keyClose')}
      </li>
    </Keys>
  );
}

const Keys = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: ${space(3)} 0 0;
  padding: ${space(2)} ${space(1)} 0;
  border-top: 1px solid ${color('border')};
  list-style: none;
  color: ${color('textMuted')};
  font-size: 0.8125rem;
  kbd {
    padding: 0 ${space(1)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.sm};
    font-family: inherit;
  }
`;
