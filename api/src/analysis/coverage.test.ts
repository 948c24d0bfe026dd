import { beforeAll, describe, expect, it } from 'vitest';
import { describeRun, runGapFixture, type GapFixtureRun } from '../../bench/gapFixture';

let run: GapFixtureRun;

beforeAll(async () => {
  run = await runGapFixture();
  for (const line of describeRun(run)) console.log(line);
}, 60_000);

/** The gap-analysis fixture (api/bench/data/gaps): real documentation as our knowledge base, planted gaps. */
describe('the gap analysis on its fixture', () => {
  it('labels every topic the competitor pages yield', () => {
    expect(run.unlabelled).toEqual([]);
    expect(run.topics).toHaveLength(run.expected.gaps.length + run.expected.covered.length);
  });

  it('finds every planted gap', () => {
    const titles = run.concepts.map((c) => c.title);
    for (const gap of run.expected.gaps) expect(titles, gap).toContain(gap);
    expect(run.recall).toBe(1);
  });

  it('proposes few topics we already cover, some of them under other words: precision at least 0.9', () => {
    expect(run.precision).toBeGreaterThanOrEqual(0.9);
  });

  it("describes a gap by what the competitor's page covers and what our nearest article lacks", () => {
    const faces = run.concepts.find((c) => c.title === 'Recognising faces of family members')!;
    expect(faces.description).toMatch(
      /^"Recognising faces of family members" in "Detection and Alerts" on 127\.0\.0\.1:\d+ covers Recognising faces of family members in about \d+ words, with 3 steps from "Open Faces in the menu and create a face for each family member\." to "Review the recent recognitions/,
    );
    expect(faces.description).toMatch(/the key terms [^.]*recognition/);
    expect(faces.description).toMatch(/Our nearest article, "[^"]+"( in "[^"]+")? \(\/article\/[a-z0-9-]+(#[a-z0-9-]+)?\), never mentions /);
    expect(new Set(run.concepts.map((c) => c.description.replace(/"[^"]*"/g, '').slice(0, 40))).size).toBeGreaterThan(1);
  });
});
