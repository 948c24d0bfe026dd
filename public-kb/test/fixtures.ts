import type { Article, Category, SearchResult, Stats } from '@kb/contracts';

const ids = {
  gettingStarted: '11111111-1111-4111-8111-111111111111',
  installation: '22222222-2222-4222-8222-222222222222',
  tracking: '33333333-3333-4333-8333-333333333333',
  lensArticle: '44444444-4444-4444-8444-444444444444',
  installArticle: '55555555-5555-4555-8555-555555555555',
  overviewArticle: '66666666-6666-4666-8666-666666666666',
  trackingArticle: '77777777-7777-4777-8777-777777777777',
};

export const categories: Category[] = [
  {
    id: ids.gettingStarted,
    slug: 'getting-started',
    name: 'Getting Started',
    articleCount: 2,
    articles: [{ id: ids.overviewArticle, slug: 'what-is-skyframe-studio', title: 'What Is Skyframe Studio?' }],
    children: [
      {
        id: ids.installation,
        slug: 'installation',
        name: 'Installation',
        articleCount: 1,
        articles: [{ id: ids.installArticle, slug: 'installing-on-a-render-node', title: 'Installing on a Render Node' }],
        children: [],
      },
    ],
  },
  {
    id: ids.tracking,
    slug: 'camera-tracking',
    name: 'Camera Tracking',
    articleCount: 2,
    articles: [
      { id: ids.trackingArticle, slug: 'camera-tracking-overview', title: 'Camera Tracking Overview' },
      { id: ids.lensArticle, slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' },
    ],
    children: [],
  },
];

export const article: Article = {
  id: ids.lensArticle,
  title: 'Lens Calibration Basics',
  slug: 'lens-calibration-basics',
  content: [
    '<p>Tracking tells Skyframe Studio where the camera is.</p>',
    '<h2 id="what-a-lens-file-contains">What a Lens File Contains</h2>',
    '<p><img src="/media/lens-grid.svg" alt="Distorted and corrected grids" width="800" height="450" onerror="alert(1)"></p>',
    '<h3 id="principal-point">Principal Point</h3><p>The optical axis.</p>',
    '<script>window.hacked = true</script>',
    '<blockquote><strong>Best Practice:</strong> Fill the corners of the frame.</blockquote>',
    '<blockquote>An ordinary quote.</blockquote>',
    '<h2 id="next-steps">Next Steps</h2><p>Go on.</p>',
  ].join(''),
  metaDescription: 'Understand lens calibration in Skyframe Studio.',
  seoKeywords: Array.from({ length: 22 }, (_, i) => `keyword ${i + 1}`),
  semanticTags: ['calibration', 'lenses'],
  categoryName: 'Lens Calibration',
  parentCategoryName: 'Camera Tracking',
  createdAt: '2025-03-02T10:00:00.000Z',
  updatedAt: '2025-07-04T23:30:00.000Z',
  readingTime: 4,
  tableOfContents: [
    {
      id: 'what-a-lens-file-contains',
      title: 'What a Lens File Contains',
      level: 2,
      children: [{ id: 'principal-point', title: 'Principal Point', level: 3, children: [] }],
    },
    { id: 'next-steps', title: 'Next Steps', level: 2, children: [] },
  ],
};

export const stats: Stats = { articles: 42, images: 23, words: 21960 };

const tiers: SearchResult['qualityTier'][] = ['high', 'high', 'medium', 'medium', 'medium', 'low', 'low', 'low'];

/** Eight results: 2 high, 3 medium, 3 low. */
export const results: SearchResult[] = tiers.map((qualityTier, i) => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(i).padStart(12, '0')}`,
  slug: `lens-article-${i + 1}`,
  title: `Lens Article ${i + 1}`,
  excerpt: `How a Lens file and a calibration board work together, part ${i + 1}.`,
  section: i === 1 ? { id: 'principal-point', heading: 'Principal Point' } : null,
  categoryName: 'Lens Calibration',
  parentCategoryName: i === 0 ? 'Camera Tracking' : null,
  readingTime: i + 2,
  qualityTier,
}));
