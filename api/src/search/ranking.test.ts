import { describe, expect, it } from 'vitest';
import { SearchIndex, type SearchDoc } from './searchIndex';

const doc = (id: string, title: string, sections: [heading: string, text: string][], intro = 'An article of the test corpus.'): SearchDoc => ({
  id,
  title,
  headings: sections.map(([heading]) => ({ id: heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: heading })),
  tags: [],
  keywords: [],
  categories: ['Guides'],
  text: [intro, ...sections.flat()].join('\n'),
});
const filler = 'Cameras, lenses and trackers are set up once per stage and checked before every show.';
const ids = (index: SearchIndex, query: string) => index.search(query, 10).map((hit) => hit.id);

describe('ranking', () => {
  it('ranks a title match above a body match', () => {
    const index = SearchIndex.build([
      doc('body', 'Stage checklist', [['Before the show', `${filler} Check the genlock signal on every camera.`]]),
      doc('title', 'Genlock', [['Wiring', filler]]),
    ]);
    expect(ids(index, 'genlock')).toEqual(['title', 'body']);
  });

  it('finds another form of the word (stemming) and ranks it above a typo match, with a better tier', () => {
    const index = SearchIndex.build([
      doc('typo', 'Records', [['Owners', `${filler} Each licensee is listed with the stage it runs.`]]),
      doc('stem', 'Seats', [['Owners', `${filler} Each license is listed with the stage it runs.`]]),
      doc('none', 'Stages', [['Owners', filler]]),
    ]);
    const hits = index.search('licenses', 10).slice(0, 2);
    expect(hits.map((hit) => hit.id)).toEqual(['stem', 'typo']);
    expect(hits.map((hit) => hit.qualityTier)).toEqual(['medium', 'low']);
    expect(index.search('migrating', 10)).toEqual([]);
  });

  it('ranks exact above stemmed above prefix', () => {
    const index = SearchIndex.build([
      doc('prefix', 'Notes', [['Part', `${filler} The trackers menu is on the left.`]]),
      doc('stem', 'Notes', [['Part', `${filler} The tracks menu is on the left.`]]),
      doc('exact', 'Notes', [['Part', `${filler} The track menu is on the left.`]]),
    ]);
    expect(ids(index, 'track')).toEqual(['exact', 'stem', 'prefix']);
  });

  it('ranks the page whose title names the specific term above the general overview', () => {
    const general = doc('general', 'Hardware acceleration', [
      ['Overview', 'Hardware acceleration moves video decoding to the GPU. Hardware acceleration works with Intel, AMD and NVIDIA GPUs.'],
      ['Choosing a preset', 'Each GPU vendor has a preset for hardware acceleration: Intel, AMD, NVIDIA and Raspberry Pi.'],
    ]);
    const specific = doc('nvidia', 'NVIDIA GPUs', [
      ['Setup', 'Install the driver, then select the NVIDIA preset to enable hardware acceleration for decoding.'],
    ]);
    const others = ['Recommended hardware', 'Acceleration of enrichments', 'Storage', 'Planning'].map((title) =>
      doc(title, title, [['Hardware', `${filler} Pick hardware with enough memory; acceleration helps on small hardware.`]]),
    );
    const index = SearchIndex.build([general, specific, ...others]);
    expect(ids(index, 'nvidia hardware acceleration')[0]).toBe('nvidia');
    expect(ids(index, 'hardware acceleration')[0]).toBe('general');
  });

  it('answers a question with the section that answers it: the link target and the excerpt', () => {
    const index = SearchIndex.build([
      doc('recording', 'Recording', [
        ['Retention', 'Recordings are kept for 10 days by default and deleted afterwards.'],
        ['Where recordings are stored', 'Recorded segments are written to the /media/frigate/recordings folder, one folder per camera and hour.'],
        ['Exporting', 'A recording can be exported from the history view as one file.'],
      ]),
      doc('other', 'Cameras', [['Adding a camera', filler]]),
    ]);
    const [hit] = index.search('where are the recording files stored', 10);
    expect(hit?.id).toBe('recording');
    expect(hit?.section).toEqual({ id: 'where-recordings-are-stored', heading: 'Where recordings are stored' });
    expect(hit?.excerpt).toContain('/media/frigate/recordings folder');
    expect(index.passages(hit!, 1)).toEqual(['Recorded segments are written to the /media/frigate/recordings folder, one folder per camera and hour.']);
  });

  it('matches split and joined words: "back up" finds "backup", "log in" finds "login"', () => {
    const index = SearchIndex.build([
      doc('backup', 'Backup and restore', [['Making a backup', 'Copy the database and the config file to another disk.']]),
      doc('login', 'Authentication', [['First login', 'The first login uses the generated admin password.']]),
      doc('policy', 'Retention policy', [['Server', 'The server keeps recordings for ten days and then moves them back to the archive.']]),
    ]);
    expect(ids(index, 'how do I back up my server')[0]).toBe('backup');
    expect(ids(index, 'how to log in')[0]).toBe('login');
  });
});
