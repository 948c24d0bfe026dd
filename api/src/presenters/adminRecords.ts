import type { AuditEntry, CategoryRecord, ConceptArticle, ContentConcept, GapCheck, ReferenceUrl, Revision, SavedConcept } from '@kb/contracts';
import { noEvidence } from '../analysis/readerEvidence';
import type { AuditEntryDoc, CategoryDoc, ContentConceptDoc, ReferenceUrlDoc, RevisionDoc, SavedConceptDoc } from '../models';

/** Wire forms of the admin records (SPEC §3); documents never leave the API. */
export function presentRevision(doc: RevisionDoc): Revision {
  return {
    id: doc._id,
    articleId: doc.articleId,
    content: doc.content,
    adminName: doc.adminName,
    personId: doc.personId ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
    isPublished: doc.isPublished,
    publishedBy: doc.publishedBy ?? null,
  };
}

export function presentReferenceUrl(doc: ReferenceUrlDoc): ReferenceUrl {
  return { id: doc._id, url: doc.url, enabled: doc.enabled };
}

export function presentConcept(doc: ContentConceptDoc): ContentConcept {
  return { id: doc._id, title: doc.title, description: doc.description, analysisReport: doc.analysisReport, references: [...doc.references], evidence: doc.evidence ?? noEvidence() };
}

export function presentSavedConcept(doc: SavedConceptDoc, article: ConceptArticle | null = null, gapCheck: GapCheck | null = null): SavedConcept {
  return { id: doc._id, title: doc.title, description: doc.description, article, evidence: doc.evidence ?? noEvidence(), gapCheck };
}

/** An audit entry with the current title of the article its target names (`titles` by article id). */
export function presentAuditEntry(doc: AuditEntryDoc, titles: ReadonlyMap<string, string>): AuditEntry {
  const articleId = auditArticleId(doc.target);
  return {
    id: doc._id,
    adminName: doc.adminName,
    personId: doc.personId ?? null,
    action: doc.action,
    target: doc.target,
    articleTitle: (articleId && titles.get(articleId)) ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** The article id of an audit target 'article:<id> …', or null. */
export function auditArticleId(target: string | null): string | null {
  return /^article:([0-9a-f-]{36})\b/.exec(target ?? '')?.[1] ?? null;
}

export function presentCategoryRecord(doc: CategoryDoc): CategoryRecord {
  return { id: doc._id, name: doc.name, slug: doc.slug, parentId: doc.parentId ?? null, order: doc.order ?? 0 };
}
