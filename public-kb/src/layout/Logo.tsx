import styled from 'styled-components';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';
import { useSite } from '../site/useSite';

/**
 * Both variants are in the page; CSS on <html data-theme> shows the right one, so no flash on load.
 * The settings' logos, else the built-in ones.
 */
export function Logo() {
  const site = useSite();
  return (
    <Wrap>
      <img className="kb-logo-light" src={site.logoLight || logoLight} alt={site.name} width={184} height={32} />
      <img className="kb-logo-dark" src={site.logoDark || logoDark} alt={site.name} width={184} height={32} />
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  img {
    display: block;
    flex-shrink: 0;
    height: 32px;
    width: auto;
    max-width: none;
  }
  /* Narrow phones: only the mark (the left 30 px of the logo). */
  @media (max-width: 479px) {
    width: 30px;
    overflow: hidden;
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
