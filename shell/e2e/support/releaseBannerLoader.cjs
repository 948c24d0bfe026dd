// Test-only webpack loader: turns public-kb's exposed HomePage into one that also shows a release
// banner, so a rebuilt and redeployed remote has a visible change without editing the repository.
module.exports = function releaseBannerLoader() {
  const { label } = this.getOptions();
  return `import { createElement, Fragment } from 'react';
import { HomePage } from '../home/HomePage';
export default function ReleasedHomePage() {
  return createElement(Fragment, null, createElement('p', { 'data-testid': 'release-banner' }, ${JSON.stringify(label)}), createElement(HomePage));
}
`;
};
