import type { Actor } from '@kb/contracts';
import escapeHtml from 'escape-html';
import { sanitizeHtml } from '../content/sanitize';
import { NotFound } from '../errors';
import type { ContentConceptDoc, Models, SavedConceptDoc } from '../models';
import type { KeyedQueue } from '../db/keyedQueue';
import { recordAudit } from '../commands/recordAudit';

const REFERENCES_HEADING = '<h2>References</h2>';

/** The concept as an HTML draft for the editor: title, description, an outline of sections, references. */
function conceptDraftHtml(concept: Pick<ContentConceptDoc, 'title' | 'description' | 'outline' | 'references'>): string {
  const sections = concept.outline.map((heading) => `<h2>${escapeHtml(heading)}</h2>\n<p>To be written.</p>`);
  const references = concept.references.length
    ? [
        REFERENCES_HEADING,
        `<ul>${concept.references.map((url) => `<li><a href="${escapeHtml(url)}" target="_blank">${escapeHtml(url)}</a></li>`).join('')}</ul>`,
      ]
    : [];
  return sanitizeHtml([`<h1>${escapeHtml(concept.title)}</h1>`, `<p>${escapeHtml(concept.description)}</p>`, ...sections, ...references].join('\n'));
}

/**
 * A saved concept's draft split for "Create article": the article's HTML (the description and the
 * outline's sections, without the title, which the article has apart) and the competitor references,
 * which become the editor's note and never reach the site.
 */
export function splitConceptDraft(draft: string): { body: string; references: string[] } {
  const at = draft.indexOf(REFERENCES_HEADING);
  const body = (at < 0 ? draft : draft.slice(0, at)).replace(/^\s*<h1>[\s\S]*?<\/h1>/, '').trim();
  const references = at < 0 ? [] : [...draft.slice(at).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return { body, references };
}

/** Saves a concept as an HTML draft; saving the same concept again answers the draft already saved. */
export async function saveConcept(models: Models, queue: KeyedQueue, conceptId: string, actor: Actor): Promise<SavedConceptDoc> {
  const concept = await models.ContentConcept.findById(conceptId).lean<ContentConceptDoc>();
  if (!concept) throw NotFound(`No content concept with id '${conceptId}'`);
  return queue.run(conceptId, async () => {
    const existing = await models.SavedConcept.findOne({ conceptId }).lean<SavedConceptDoc>();
    if (existing) return existing;
    const doc = await models.SavedConcept.create({
      conceptId,
      title: concept.title,
      description: conceptDraftHtml(concept),
      evidence: concept.evidence ?? null,
      createdAt: new Date(),
    });
    await recordAudit(models, actor, 'concept.save', concept.title);
    return doc.toObject<SavedConceptDoc>();
  });
}
