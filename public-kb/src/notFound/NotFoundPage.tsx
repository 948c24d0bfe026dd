import { MissingPage } from '../article/ArticleNotFound';

/** The 404 page (SPEC §2, any other path), inside the visitor layout like every public page. */
export function NotFoundPage() {
  return <MissingPage kind="pageNotFound" />;
}
