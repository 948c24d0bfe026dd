import Router from '@koa/router';
import { calls, xliffFileName } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { adminRoute } from '../route';
import { publishTranslation, saveTranslation } from '../../../translations/commands';
import { TARGET_LANGUAGES } from '../../../translations/library';
import { draftTranslation } from '../../../translations/llmDraft';
import { presentTranslationRevision } from '../../../translations/present';
import { translationsFor } from '../../../translations/service';
import { translationWorkspace } from '../../../translations/workspace';
import { exportXliff } from '../../../translations/xliffExport';
import { importXliff, readXliffBody } from '../../../translations/xliffImport';

/**
 * The console's translation calls: where each language stands (counts, paged lists), a translator's
 * workspace, saving (editors), drafting with the LLM adapter (editors; saves, never publishes),
 * publishing (publishers), and a language's XLIFF exchange (export: viewers; import as drafts: editors).
 */
export function translationAdminRoutes(deps: AppDeps): Router {
  const router = new Router();
  const service = translationsFor(deps);
  const { models } = deps;

  adminRoute(router, models, calls.translationProgress, async () => {
    const library = await service.library();
    return TARGET_LANGUAGES.map((lang) => service.progress.summary(library, lang));
  });

  adminRoute(router, models, calls.translationList, async ({ input }) =>
    service.progress.page(await service.library(), input.params.lang, input.query.state, input.query.page),
  );

  adminRoute(router, models, calls.translationWorkspace, ({ input }) => translationWorkspace(service, input.params.id, input.params.lang));

  adminRoute(router, models, calls.saveTranslation, async ({ input, admin }) =>
    presentTranslationRevision(await saveTranslation(service, admin(), { articleId: input.params.id, lang: input.params.lang }, input.body)),
  );

  adminRoute(router, models, calls.draftTranslation, async ({ input, admin }) =>
    presentTranslationRevision(await draftTranslation(service, admin(), { articleId: input.params.id, lang: input.params.lang })),
  );

  adminRoute(router, models, calls.publishTranslation, async ({ input, admin }) =>
    presentTranslationRevision(await publishTranslation(service, admin(), input.params.revisionId)),
  );

  adminRoute(router, models, calls.exportTranslationXliff, async ({ ctx, input }) => {
    const { lang } = input.params;
    const xml = await exportXliff(service, lang);
    ctx.attachment(xliffFileName(lang));
    ctx.type = 'application/xliff+xml; charset=utf-8';
    return xml;
  });

  adminRoute(router, models, calls.importTranslationXliff, async ({ ctx, input, admin }) =>
    importXliff(service, admin(), input.params.lang, await readXliffBody(ctx)),
  );

  return router;
}
