import styled from 'styled-components';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';
import { PRODUCT } from '../product';

/** Both variants are in the page; CSS on <html data-theme> shows the right one, so no flash on load. */
export function Logo() {
  return (
    <Wrap>
      <img className="kb-logo-light" src={logoLight} alt={PRODUCT.name} width={184} height={32} />
      <img className="kb-logo-dark" src={logoDark} alt={PRODUCT.name} width={184} height={32} />
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
