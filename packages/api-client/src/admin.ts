/** The admin area's hooks: only the admin console imports them, so visitors never download them. */
export { adminKeys } from './hooks/admin/adminKeys';
export { useLogin } from './hooks/admin/useLogin';
export { useReferenceUrls } from './hooks/admin/useReferenceUrls';
export { useAddReferenceUrl } from './hooks/admin/useAddReferenceUrl';
export { useUpdateReferenceUrl } from './hooks/admin/useUpdateReferenceUrl';
export { useDeleteReferenceUrl } from './hooks/admin/useDeleteReferenceUrl';
export { useGenerateAnalysis } from './hooks/admin/useGenerateAnalysis';
export { useContentConcepts } from './hooks/admin/useContentConcepts';
export { useSaveConcept } from './hooks/admin/useSaveConcept';
export { useSavedConcepts } from './hooks/admin/useSavedConcepts';
export { useDeleteSavedConcept } from './hooks/admin/useDeleteSavedConcept';
export { useLiveArticles } from './hooks/admin/useLiveArticles';
export { useAdminTree, useArticleContent, useArticleSearch, useCategoryArticles } from './hooks/admin/useAdminBrowse';
export { useRevisions } from './hooks/admin/useRevisions';
export { useSaveRevision } from './hooks/admin/useSaveRevision';
export { useDiscardUnpublished } from './hooks/admin/useDiscardUnpublished';
export { usePublishRevision } from './hooks/admin/usePublishRevision';
export { useDeleteRevision } from './hooks/admin/useDeleteRevision';
export { useVersionArticle } from './hooks/admin/useVersionArticle';
export { useInsights } from './hooks/admin/useInsights';
export { useAuditLog } from './hooks/admin/useAuditLog';
export { useAuditPeople } from './hooks/admin/useAuditPeople';
export {
  NOTIFICATION_POLL_MS,
  useNotificationActions,
  useNotificationList,
  useNotificationSettings,
  useUnreadNotifications,
} from './hooks/admin/useNotifications';
export { useOffSiteArticles } from './hooks/admin/useOffSiteArticles';
export { useArticleSettings } from './hooks/admin/useArticleSettings';
export { useArticlePresence } from './hooks/admin/useArticlePresence';
export { useArticleAutosave, writeAutosave } from './hooks/admin/useArticleAutosave';
export { useAdminCategories } from './hooks/admin/useAdminCategories';
export { useSlugCheck } from './hooks/admin/useSlugCheck';
export { useLinkCheck } from './hooks/admin/useLinkCheck';
export { useCreateArticle } from './hooks/admin/useCreateArticle';
export { useUpdateArticleSettings } from './hooks/admin/useUpdateArticleSettings';
export { useArticleLifecycle } from './hooks/admin/useArticleLifecycle';
export { useCategoryWrite } from './hooks/admin/useCategoryWrite';
export { ADMIN_WRITE_EVENT, adminRequest } from './hooks/admin/adminRequest';
export { uploadMedia } from './hooks/admin/uploadMedia';
export { useTranslationProgress } from './hooks/admin/useTranslationProgress';
export { useTranslationList } from './hooks/admin/useTranslationList';
export { useTranslationWorkspace } from './hooks/admin/useTranslationWorkspace';
export { useTranslationWrite, type TranslationWrite } from './hooks/admin/useTranslationWrite';
export { useTranslationXliff } from './hooks/admin/useTranslationXliff';
