import { describeRun, runGapFixture } from './gapFixture';

/**
 * `pnpm bench:gaps`: the gap analysis on its fixture (`data/gaps`, see gapFixture): prints recall
 * (planted gaps found) and precision (concepts that are planted gaps), and each topic's verdict.
 */
const run = await runGapFixture();
for (const line of describeRun(run)) console.log(line);
if (run.unlabelled.length) console.log(`unlabelled topics: ${run.unlabelled.join('; ')}`);
