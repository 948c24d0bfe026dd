import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { EditionContext } from '@kb/api-client';
import { fakeFetch } from '@kb/test-support';
import { results, stats } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import '../exposes/lang/de';
import { HomePage } from '../home/HomePage';
import { SearchPage } from '../search/SearchPage';
import { translatorFor } from './languages';
import { TranslateContext } from './useT';

/** A screen as the layout renders it on a German page (`/de/…`): the edition and its texts. */
function inGerman(element: ReactElement) {
  return (
    <EditionContext.Provider value={{ lang: 'de', version: null }}>
      <TranslateContext.Provider value={translatorFor('de')}>{element}</TranslateContext.Provider>
    </EditionContext.Provider>
  );
}

describe('pages in German', () => {
  it('home: welcome, tiles and numbers in German, read with lang=de', async () => {
    const { requests } = fakeFetch({ '/api/stats': { body: stats } });
    renderAt('/', inGerman(<HomePage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen in der Skyframe Studio Wissensdatenbank' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['ARTIKEL', 'BILDER', 'WÖRTER']);
    await screen.findByText('42');
    expect(screen.getAllByRole('definition').map((d) => within(d).getByText(/\d/).textContent)).toEqual(['42', '23', '21.960']);
    expect(document.title).toBe('Wissensdatenbank | Skyframe Studio');
    expect([...requests]).toContain('/api/stats?lang=de');
  });

  it('search: heading, counts, quality labels and the summary invitation in German', async () => {
    fakeFetch({ '/api/search': { body: results.slice(0, 2) }, '/api/search-suggestions': { body: { suggestions: [] } } });
    renderAt('/search?q=linse', inGerman(<SearchPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Suchergebnisse für „linse“' })).toBeInTheDocument();
    expect(await screen.findByText('2 Artikel gefunden')).toBeInTheDocument();
    expect(screen.getByText(/Schalten Sie die „Suchzusammenfassung“ ein/)).toBeInTheDocument();
    expect(screen.getAllByText(/Treffer$/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^weiterlesen: / })).toHaveLength(2);
  });
});
