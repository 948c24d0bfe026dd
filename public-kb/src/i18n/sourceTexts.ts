import article from './catalogues/en.article.json';
import category from './catalogues/en.category.json';
import feedback from './catalogues/en.feedback.json';
import home from './catalogues/en.home.json';
import imageModal from './catalogues/en.imageModal.json';
import lists from './catalogues/en.lists.json';
import core from './catalogues/en.json';
import missing from './catalogues/en.missing.json';
import missingPage from './catalogues/en.missingPage.json';
import palette from './catalogues/en.palette.json';
import search from './catalogues/en.search.json';
import site from './catalogues/en.site.json';
import toasts from './catalogues/en.toasts.json';

/**
 * Every English (source) text: the layout's (`en.json`) and each screen's part (`en.<part>.json`). In the
 * browser a screen's part comes with the screen's own code (`useT(part)`); this whole catalogue is for
 * i18next's English fallback (loaded with another language) and the tests. `en.site.json` is only here: it
 * is the source of texts an English page shows from the site's settings (their defaults, SPEC's texts).
 */
export const SOURCE_TEXTS = {
  ...core,
  ...article,
  ...category,
  ...feedback,
  ...home,
  ...imageModal,
  ...lists,
  ...missing,
  ...missingPage,
  ...palette,
  ...search,
  ...site,
  ...toasts,
};
