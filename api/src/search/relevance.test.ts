import { SearchResult } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';

/**
 * Relevance over the seed content: each query names the article (or, for a category name, any of
 * the listed articles) expected first or in the top 3. The count of passing queries is printed.
 */
type Case = [kind: string, query: string, where: 'first' | 'top3', expected: string | string[]];
const CASES: Case[] = [
  ['word', 'genlock', 'first', 'genlock-and-timecode-setup'],
  ['word', 'tally', 'first', 'camera-switching-and-tally'],
  ['word', 'timecode', 'top3', 'genlock-and-timecode-setup'],
  ['word', 'checkerboard', 'first', 'lens-calibration-basics'],
  ['phrase', 'lens calibration', 'first', 'lens-calibration-basics'],
  ['phrase', 'render latency', 'first', 'reducing-render-latency'],
  ['phrase', 'install on a render node', 'first', 'installing-skyframe-studio-on-a-render-node'],
  ['phrase', 'activate license', 'top3', 'activating-your-license'],
  ['phrase', 'spill suppression', 'first', 'spill-suppression-and-edge-refinement'],
  ['phrase', 'garbage matte', 'first', 'garbage-mattes-and-set-extensions'],
  ['phrase', 'firewall ports', 'first', 'firewall-and-port-reference'],
  ['phrase', 'floating license server', 'first', 'floating-licenses-and-license-server'],
  ['phrase', 'air-gapped studio activation', 'first', 'offline-license-activation'],
  ['phrase', 'frame drops stutter', 'first', 'fixing-frame-drops'],
  ['phrase', 'gpu monitoring', 'first', 'gpu-monitoring-and-tuning'],
  ['phrase', 'import usd scene', 'first', 'importing-usd-scenes'],
  ['phrase', 'fbx gltf', 'first', 'importing-fbx-and-gltf-files'],
  ['phrase', 'zoom lens calibration', 'top3', 'calibrating-zoom-and-focus-lenses'],
  ['phrase', 'lens distortion drift', 'first', 'troubleshooting-lens-distortion-and-drift'],
  ['phrase', 'diagnostic bundle', 'first', 'collecting-diagnostic-bundles'],
  ['phrase', 'users and roles', 'first', 'managing-users-and-roles'],
  ['phrase', 'tracking delay compensation', 'first', 'tracking-latency-and-delay-compensation'],
  ['phrase', 'black burst tri-level', 'first', 'choosing-a-sync-reference'],
  ['phrase', 'what is skyframe studio', 'first', 'what-is-skyframe-studio'],
  ['phrase', 'match virtual lighting', 'first', 'matching-virtual-lighting-to-the-stage'],
  ['title', 'Installing Skyframe Studio on a Render Node', 'first', 'installing-skyframe-studio-on-a-render-node'],
  ['title', 'System Requirements', 'first', 'system-requirements-for-skyframe-studio'],
  ['typo', 'calibraton', 'top3', 'lens-calibration-basics'],
  ['typo', 'genlok', 'top3', 'genlock-and-timecode-setup'],
  ['typo', 'licence activaton', 'top3', 'activating-your-license'],
  ['typo', 'spil supression', 'top3', 'spill-suppression-and-edge-refinement'],
  ['typo', 'reduse rendr latency', 'top3', 'reducing-render-latency'],
  ['prefix', 'calib', 'top3', 'lens-calibration-basics'],
  ['prefix', 'genl', 'top3', 'genlock-and-timecode-setup'],
  ['prefix', 'chroma key', 'top3', 'chroma-keying-fundamentals'],
  ['prefix', 'firew', 'first', 'firewall-and-port-reference'],
  ['case', 'GENLOCK AND TIMECODE', 'first', 'genlock-and-timecode-setup'],
  ['case', 'Lens CALIBRATION Basics', 'first', 'lens-calibration-basics'],
  ['accent', 'chróma kéying', 'top3', 'chroma-keying-fundamentals'],
  ['accent', 'latência de render', 'top3', 'reducing-render-latency'],
  ['category', 'Licensing', 'top3', ['activating-your-license', 'floating-licenses-and-license-server', 'offline-license-activation']],
  ['category', 'Keying and Compositing', 'top3', ['chroma-keying-fundamentals', 'spill-suppression-and-edge-refinement', 'garbage-mattes-and-set-extensions']],
  ['category', 'Genlock and Sync', 'top3', ['genlock-and-timecode-setup', 'choosing-a-sync-reference', 'diagnosing-sync-drift']],
  ['category', 'Networking and Security', 'top3', ['firewall-and-port-reference', 'securing-the-operator-console']],
  ['category', 'Multi-Camera Shows', 'top3', ['setting-up-a-multi-camera-show', 'camera-switching-and-tally']],
];

let api: TestApi;
const outcomes: boolean[] = [];
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  console.log(`Relevance suite: ${outcomes.filter(Boolean).length}/${CASES.length} queries pass`);
  await api.close();
});

describe('relevance over the seed content', () => {
  it.each(CASES)('%s: "%s" has the expected article %s', async (_kind, query, where, expected) => {
    const response = await api.get(`/api/search?q=${encodeURIComponent(query)}`);
    const slugs = z
      .array(SearchResult)
      .parse(await response.json())
      .map((r) => r.slug);
    const wanted = new Set([expected].flat());
    const pass = (where === 'first' ? slugs.slice(0, 1) : slugs.slice(0, 3)).some((slug) => wanted.has(slug));
    outcomes.push(pass);
    expect(pass, `top 3 for "${query}": ${slugs.slice(0, 3).join(', ')}`).toBe(true);
  });
});
