import type { SavedConcept } from '@kb/contracts';
import { sanitizeHtml } from '../content/sanitize';
import { NotFound } from '../errors';
import type { ContentConceptDoc, Models, SavedConceptDoc } from '../models';
import { presentSavedConcept } from '../presenters/adminRecords';
import type { KeyedQueue } from './keyedQueue';
import { recordAudit } from './recordAudit';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The concept as an HTML draft for the editor: title, description, an outline of sections, references. */
export function conceptDraftHtml(concept: Pick<ContentConceptDoc, 'title' | 'description' | 'outline' | 'references'>): string {
  const sections = concept.outline.map((heading) => `<h2>${escapeHtml(heading)}</h2>\n<p>To be written.</p>`);
  const references = concept.references.length
    ? [
        '<h2>References</h2>',
        `<ul>${concept.references.map((url) => `<li><a href="${escapeHtml(url)}" target="_blank">${escapeHtml(url)}</a></li>`).join('')}</ul>`,
      ]
    : [];
  return sanitizeHtml([`<h1>${escapeHtml(concept.title)}</h1>`, `<p>${escapeHtml(concept.description)}</p>`, ...sections, ...references].join('\n'));
}

/** Saves a concept as an HTML draft; saving the same concept again answers the draft already saved. */
export async function saveConcept(models: Models, queue: KeyedQueue, conceptId: string, adminName: string): Promise<SavedConcept> {
  const concept = await models.ContentConcept.findById(conceptId).lean<ContentConceptDoc>();
  if (!concept) throw NotFound(`No content concept with id '${conceptId}'`);
  return queue.run(conceptId, async () => {
    const existing = await models.SavedConcept.findOne({ conceptId }).lean<SavedConceptDoc>();
    if (existing) return presentSavedConcept(existing);
    const doc = await models.SavedConcept.create({ conceptId, title: concept.title, description: conceptDraftHtml(concept), createdAt: new Date() });
    await recordAudit(models, adminName, 'concept.save', concept.title);
    return presentSavedConcept(doc.toObject<SavedConceptDoc>());
  });
}
