import styled from 'styled-components';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';
import { useSite } from '../site/useSite';

/**
 * Both variants are in the page; CSS on <html data-theme> shows the right one, so no flash on load.
 * The settings' logos: one uploaded for a single theme serves both (never the built-in logo beside it); neither,
 * the built-in ones. On a narrow phone the built-in logo shows its mark only; an uploaded one is shown whole, smaller.
 */
export function Logo() {
  const site = useSite();
  const uploaded = Boolean(site.logoLight || site.logoDark);
  return (
    <Wrap $markOnly={!uploaded}>
      <img className="kb-logo-light" src={uploaded ? site.logoLight || site.logoDark : logoLight} alt={site.name} width={184} height={32} />
      <img className="kb-logo-dark" src={uploaded ? site.logoDark || site.logoLight : logoDark} alt={site.name} width={184} height={32} />
    </Wrap>
  );
}

const Wrap = styled.span<{ $markOnly: boolean }>`
  display: inline-flex;
  img {
    display: block;
    flex-shrink: 0;
    height: 32px;
    width: auto;
    max-width: ${({ $markOnly }) => ($markOnly ? 'none' : 'min(40vw, 240px)')};
    object-fit: contain;
    object-position: left center;
  }
  /* Narrow phones: only the built-in logo's mark (its left 30 px); an uploaded one whole, within 30% of the width. */
  @media (max-width: 479px) {
    ${({ $markOnly }) => ($markOnly ? 'width: 30px; overflow: hidden;' : 'img { max-width: 30vw; }')}
  }
  .kb-logo-dark {
    display: none;
  }
  html[data-theme='dark'] & .kb-logo-light {
    display: none;
  }
  html[data-theme='dark'] & .kb-logo-dark {
    display: block;
  }
`;
