import { ArticleFeedback } from './ArticleFeedback';
import { RelatedArticles } from './RelatedArticles';

/** What follows an article, loaded as it comes into view (LazyArticleEnd). */
export default function ArticleEnd({ articleId, slug, title }: { articleId: string; slug: string; title: string }) {
  return (
    <>
      <ArticleFeedback articleId={articleId} />
      <RelatedArticles slug={slug} title={title} />
    </>
  );
}
