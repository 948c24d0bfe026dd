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
    settings: doc.settings ?? null,
    discarded: Boolean(doc.discardedAt),
  };
}

export function presentReferenceUrl(doc: ReferenceUrlDoc): ReferenceUrl {
  return { id: doc._id, url: doc.url, enabled: doc.enabled };
}

export function presentConcept(doc: ContentConceptDoc): ContentConcept {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    analysisReport: doc.analysisReport,
    references: [...doc.references],
    evidence: doc.evidence ?? noEvidence(),
  };
}

export function presentSavedConcept(doc: SavedConceptDoc, article: ConceptArticle | null = null, gapCheck: GapCheck | null = null): SavedConcept {
  return { id: doc._id, title: doc.title, description: doc.description, article, evidence: doc.evidence ?? noEvidence(), gapCheck };
}

/** An audit entry with the current title of its article (`titles` by article id), else the title it had then. */
export function presentAuditEntry(doc: AuditEntryDoc, titles: ReadonlyMap<string, string>): AuditEntry {
  const articleId = auditArticleId(doc);
  return {
    id: doc._id,
    adminName: doc.adminName,
    personId: doc.personId ?? null,
    action: doc.action,
    target: doc.target,
    articleTitle: (articleId && titles.get(articleId)) ?? doc.articleTitle ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
    edition: doc.edition ?? null,
    stateBefore: doc.stateBefore ?? null,
    stateAfter: doc.stateAfter ?? null,
    revisionIds: doc.revisionIds ?? [],
    concerns: doc.concerns ?? null,
  };
}

/** The article an entry is about: its event's, else the one its target names ('article:<id> …'), else null. */
export function auditArticleId(doc: Pick<AuditEntryDoc, 'target' | 'articleId'>): string | null {
  return doc.articleId ?? /^article:([0-9a-f-]{36})\b/.exec(doc.target ?? '')?.[1] ?? null;
}

export function presentCategoryRecord(doc: CategoryDoc): CategoryRecord {
  return { id: doc._id, name: doc.name, slug: doc.slug, parentId: doc.parentId ?? null, order: doc.order ?? 0 };
}
