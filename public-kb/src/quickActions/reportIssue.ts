import type { Article } from '@kb/contracts';

const REPORT_SUBJECT = 'Reporting Issue with Knowledge Base';
const REPORT_ARTICLE_SUBJECT = 'Reporting Issue with Knowledge Base article:';
const UNKNOWN_ARTICLE = 'Unknown Article';

type ArticleNames = Pick<Article, 'title' | 'categoryName' | 'parentCategoryName'>;

/**
 * SPEC §2: on article pages 'Reporting Issue with Knowledge Base article:' plus parent category, category
 * and title (or 'Unknown Article' while the article is not known); elsewhere the generic subject.
 */
export function reportIssueSubject(onArticlePage: boolean, article?: ArticleNames | null): string {
  if (!onArticlePage) return REPORT_SUBJECT;
  const names = article ? [article.parentCategoryName, article.categoryName, article.title].filter(Boolean) : [UNKNOWN_ARTICLE];
  return `${REPORT_ARTICLE_SUBJECT} ${names.join(' > ')}`;
}

/**
 * A mail draft to the support address; the body holds the page URL and 'Description:'. A name with a lone
 * surrogate (an old import's) is mended first: encodeURIComponent throws on one.
 */
export function reportIssueHref(email: string, subject: string, pageUrl: string): string {
  const body = `Page URL: ${pageUrl}\n\nDescription:\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject.toWellFormed())}&body=${encodeURIComponent(body.toWellFormed())}`;
}
