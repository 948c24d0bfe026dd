import { MissingPage, PAGE_NOT_FOUND_TEXTS } from '../article/ArticleNotFound';

/** The 404 page (SPEC §2, any other path), inside the visitor layout like every public page. */
export function NotFoundPage() {
  return <MissingPage texts={PAGE_NOT_FOUND_TEXTS} />;
}
