import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { color, font, radius, space } from '@kb/ui';
import { requestPalette } from './PaletteLauncher';
import { useT } from '../i18n/useT';

/**
 * The header's "Quick search" button: shows the palette's shortcut and opens it on a tap or click.
 * 'Ctrl K' on the server and the first render (the same text, so hydration matches), '⌘ K' on a Mac after.
 */
export function PaletteShortcut() {
  const t = useT();
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  return (
    <Button type="button" onClick={requestPalette} aria-keyshortcuts="Control+K Meta+K /" data-print-hide="">
      <span className="visually-hidden">{t('palette.quickSearch')} </span>
      <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
      <kbd>K</kbd>
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  flex-shrink: 0;
  height: 2.5rem;
  padding: 0 ${space(2)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
  kbd {
    padding: 0 ${space(1.5)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.sm};
    background: ${color('bgSubtle')};
    font-family: ${font.mono};
    font-size: 0.8125rem;
  }
  &:hover {
    border-color: ${color('accent')};
  }
`;
