import { useLocation, useMatch } from 'react-router-dom';
import type { PageAt } from './versionLinks';

/** The page the reader is on, within the edition's router (SPEC's path). */
export function usePageAt(): PageAt {
  const { pathname, search, hash } = useLocation();
  const slug = useMatch('/article/:slug')?.params.slug;
  return { path: `${pathname}${search}`, hash, ...(slug === undefined ? {} : { slug }) };
}
