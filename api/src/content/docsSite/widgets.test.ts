import { describe, expect, it } from 'vitest';
import { withoutWidgets } from './widgets';

describe('withoutWidgets', () => {
  it('removes form controls with what they hold, and leaves escaped ones in code alone', () => {
    const html =
      '<div class="search"><input placeholder="Search"><select><option>All</option></select><button>Go</button></div><p>After.</p><pre><code>&lt;select&gt;</code></pre>';
    expect(withoutWidgets(html)).toEqual({ html: '<div class="search"></div><p>After.</p><pre><code>&lt;select&gt;</code></pre>', removed: 3 });
  });
});
