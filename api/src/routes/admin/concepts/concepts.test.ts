import { AuditEntry, SavedConcept } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';

const api = testApiForFile({ seed: false });
const admin = adminForFile(api, 'Carl Concepts');
let conceptId: string;

beforeAll(async () => {
  const doc = await api.deps.models.ContentConcept.create({
    title: 'LED Wall <Colour> Calibration',
    description: 'A how-to article on LED wall colour calibration.',
    analysisReport: 'What competitors cover: …',
    references: ['https://help.stagecraft.example/kb/tracking', 'https://docs.volumeworks.example/stage?a=1&b=2'],
    outline: ['Overview', 'Choosing a spectroradiometer', 'Troubleshooting'],
    createdAt: new Date(),
  });
  conceptId = doc._id;
});

const save = (id: string) => admin.send('POST', `/api/admin/save-concept/${id}`);

/** A concept with only a title of its own (description 'd', report 'r', no references, one outline heading). */
const briefConcept = (title: string) =>
  api.deps.models.ContentConcept.create({ title, description: 'd', analysisReport: 'r', references: [], outline: ['Overview'], createdAt: new Date() });

describe('save-concept and saved-concepts', () => {
  it('turns a concept into an HTML draft: title, description, outline sections and reference links', async () => {
    const response = await save(conceptId);
    expect(response.status).toBe(200);
    const draft = SavedConcept.parse(await response.json());
    expect(draft.title).toBe('LED Wall <Colour> Calibration');
    const { document } = new JSDOM(`<body>${draft.description}</body>`).window;
    expect(document.querySelector('h1')?.textContent).toBe('LED Wall <Colour> Calibration');
    expect(document.querySelector('p')?.textContent).toBe('A how-to article on LED wall colour calibration.');
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Overview',
      'Choosing a spectroradiometer',
      'Troubleshooting',
      'References',
    ]);
    expect([...document.querySelectorAll('li a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://help.stagecraft.example/kb/tracking', 'noopener noreferrer'],
      ['https://docs.volumeworks.example/stage?a=1&b=2', 'noopener noreferrer'],
    ]);
  });

  it('saving the same concept again answers the draft already saved', async () => {
    const first = SavedConcept.parse(await (await save(conceptId)).json());
    const [again, concurrent] = await Promise.all([save(conceptId), save(conceptId)]);
    expect(SavedConcept.parse(await again.json()).id).toBe(first.id);
    expect(SavedConcept.parse(await concurrent.json()).id).toBe(first.id);
    const list = z.array(SavedConcept).parse(await (await admin.get('/api/admin/saved-concepts')).json());
    expect(list).toEqual([first]);
  });

  it('answers 404 for an unknown concept and 400 for a malformed id', async () => {
    const unknown = randomUUID();
    const response = await save(unknown);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `No content concept with id '${unknown}'`, code: 'notFound' });
    expect((await save('abc')).status).toBe(400);
  });

  it('lists saved concepts newest first and records the save in the audit log', async () => {
    const second = await briefConcept('Motion Capture Suit Integration');
    const draft = SavedConcept.parse(await (await save(second._id)).json());
    expect(draft.description).not.toContain('References');
    const list = z.array(SavedConcept).parse(await (await admin.get('/api/admin/saved-concepts')).json());
    expect(list.map((c) => c.title)).toEqual(['Motion Capture Suit Integration', 'LED Wall <Colour> Calibration']);
    const entries = z.array(AuditEntry).parse(await (await admin.get('/api/admin/audit-log')).json());
    expect(entries.filter((e) => e.action === 'concept.save').map((e) => e.target)).toEqual([
      'Motion Capture Suit Integration',
      'LED Wall <Colour> Calibration',
    ]);
  });
});

describe('DELETE /api/admin/saved-concepts/{id}', () => {
  it('deletes a saved concept, audits it, and answers 404 for an unknown one and 400 for a malformed id', async () => {
    const content = await briefConcept('Virtual Scouting With a Tablet');
    const saved = SavedConcept.parse(await (await save(content._id)).json());
    const listed = async () =>
      z
        .array(SavedConcept)
        .parse(await (await admin.get('/api/admin/saved-concepts')).json())
        .map((c) => c.id);
    expect(await listed()).toContain(saved.id);

    const removed = await admin.send('DELETE', `/api/admin/saved-concepts/${saved.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true });
    expect(await listed()).not.toContain(saved.id);
    const entries = z.array(AuditEntry).parse(await (await admin.get('/api/admin/audit-log')).json());
    expect(entries.find((e) => e.action === 'concept.delete')).toMatchObject({ adminName: 'Carl Concepts', target: 'Virtual Scouting With a Tablet' });

    const again = await admin.send('DELETE', `/api/admin/saved-concepts/${saved.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: `No saved concept with id '${saved.id}'`, code: 'notFound' });
    expect((await admin.send('DELETE', '/api/admin/saved-concepts/abc')).status).toBe(400);
    expect((await api.send('DELETE', `/api/admin/saved-concepts/${randomUUID()}`)).status).toBe(401);
  });
});
