import { SearchBar } from '../src/search/SearchBar';
import { SearchPage } from '../src/search/SearchPage';
import { renderAt } from './render';

/** The search page at `route` under the header's search bar, as a visitor has them. */
export function renderSearchAt(route: string) {
  return renderAt(
    route,
    <>
      <SearchBar />
      <SearchPage />
    </>,
  );
}
