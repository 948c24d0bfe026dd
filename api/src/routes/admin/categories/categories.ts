import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { createCategory, deleteCategory, listCategories, updateCategory, type CategoryEditor } from '../../../commands/categories';
import type { KeyedQueue } from '../../../db/keyedQueue';
import type { AppDeps } from '../../../deps';
import { presentCategoryRecord } from '../../../presenters/adminRecords';
import { adminRoute } from '../route';

/** Categories: create, rename, change slug, move, reorder, delete when empty. */
export function categoriesAdminRoutes({ models, readModel }: AppDeps, treeWrites: KeyedQueue): Router {
  const router = new Router();
  const editor: CategoryEditor = { models, readModel, treeWrites };

  adminRoute(router, models, calls.adminCategories, async () => (await listCategories(models)).map(presentCategoryRecord));
  adminRoute(router, models, calls.createCategory, async ({ input, admin }) => presentCategoryRecord(await createCategory(editor, input.body, admin())), {
    status: 201,
  });
  adminRoute(router, models, calls.updateCategory, async ({ input, admin }) =>
    presentCategoryRecord(await updateCategory(editor, input.params.id, input.body, admin())),
  );
  adminRoute(router, models, calls.deleteCategory, async ({ input, admin }) => {
    await deleteCategory(editor, input.params.id, admin());
    return { ok: true };
  });
  return router;
}
