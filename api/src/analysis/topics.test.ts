import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extractPage';
import { cleanHeading, mergeTopics, pageTopics } from './topics';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../routes/admin/analysis/fixtures', name), 'utf8');
const tracking = extractPage(fixture('competitor-tracking.html'), 'https://help.stagecraft.example/kb/tracking');
const stage = extractPage(fixture('competitor-stage.html'), 'https://docs.volumeworks.example/stage');

describe('extractPage', () => {
  it('keeps the main text and its headings, not navigation, footer or scripts', () => {
    expect(tracking.title).toBe('Camera Tracking and Stage Setup');
    expect(tracking.sections.map((s) => s.heading)).toEqual([
      'Camera Tracking and Stage Setup',
      'Introduction',
      'Lens Calibration Workflow',
      'Genlock and Timecode Setup',
      'LED Wall Colour Calibration',
      'Related articles',
    ]);
    expect(tracking.text).not.toMatch(/Pricing|Contact us|analytics/);
  });

  it('makes headings below the section level subheadings of their section', () => {
    const led = tracking.sections.find((s) => s.heading === 'LED Wall Colour Calibration')!;
    expect(led.subheadings).toEqual(['Choosing a spectroradiometer']);
    expect(led.text).toContain('narrow-band spectrum');
    const mocap = stage.sections.find((s) => s.heading === 'Motion Capture Suit Integration')!;
    expect(mocap.subheadings).toEqual(['Retargeting performers']);
  });
});

describe('pageTopics and mergeTopics', () => {
  it('turns specific sections into topics and skips generic or short ones', () => {
    expect(pageTopics(tracking).map((t) => t.title)).toEqual(['Lens Calibration Workflow', 'Genlock and Timecode Setup', 'LED Wall Colour Calibration']);
    expect(pageTopics(stage).map((t) => t.title)).toEqual(['Calibrating LED Wall Colour', 'Motion Capture Suit Integration', 'Chroma Key Spill Suppression']);
  });

  it('gives each topic stemmed key terms from its heading and text, readable words and its source', () => {
    const led = pageTopics(tracking).find((t) => t.title === 'LED Wall Colour Calibration')!;
    expect(led.titleTerms).toEqual(['led', 'wall', 'colour', 'calibr']);
    expect(led.keyTerms).toEqual(expect.arrayContaining(['spectroradiomet', 'white', 'panel']));
    expect(led.words.get('calibr')).toBe('calibration');
    expect(led.sources).toEqual([
      {
        url: 'https://help.stagecraft.example/kb/tracking',
        pageTitle: 'Camera Tracking and Stage Setup',
        heading: 'LED Wall Colour Calibration',
        words: expect.any(Number),
        summary: 'LED wall colour calibration makes the panels of the LED volume show the same white point and gamut as the camera expects.',
      },
    ]);
  });

  it('merges the same topic worded differently on two sites', () => {
    const merged = mergeTopics([...pageTopics(tracking), ...pageTopics(stage)]);
    expect(merged.map((t) => t.title)).toEqual([
      'Lens Calibration Workflow',
      'Genlock and Timecode Setup',
      'LED Wall Colour Calibration',
      'Motion Capture Suit Integration',
      'Chroma Key Spill Suppression',
    ]);
    expect(merged[2]!.sources.map((s) => s.url)).toEqual(['https://help.stagecraft.example/kb/tracking', 'https://docs.volumeworks.example/stage']);
  });

  it('a page without specific sections is one topic named by its title', () => {
    const page = extractPage(
      `<html><body><h1>Rigging Camera Cranes</h1><p>${'Balance the crane arm before mounting the tracked camera head on it. '.repeat(4)}</p><h2>Steps</h2><p>Level the base.</p></body></html>`,
      'https://x.example/crane',
    );
    const topics = pageTopics(page);
    expect(topics.map((t) => t.title)).toEqual(['Rigging Camera Cranes']);
    expect(topics[0]!.outline).toEqual(['Steps']);
  });

  it.each([
    ['2. Setting up genlock:', 'Setting up genlock'],
    ['Step 3: Calibrate the lens', 'Calibrate the lens'],
    ['1.2) What is a LUT?', 'What is a LUT'],
  ])('cleans heading %j', (heading, clean) => {
    expect(cleanHeading(heading)).toBe(clean);
  });
});
