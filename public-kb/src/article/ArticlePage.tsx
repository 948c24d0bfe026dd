import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, recordArticleView, useArticle, useEdition, useSidebarPath } from '@kb/api-client';
import {
  articlePath,
  articleCanonicalUrl,
  articleHead,
  type Article as ArticleData,
  type ArticleInVersion,
  type Edition,
  type SidebarPath,
  type SiteBranding,
} from '@kb/contracts';
import { color, Skeleton, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { LazyImageModal } from '../imageModal/LazyImageModal';
import type { ModalImage } from '../imageModal/modalImage';
import { ArticleBody } from './ArticleBody';
import { ArticlePager } from './ArticlePager';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { useSite } from '../site/useSite';
import { ArticleNotFound } from './ArticleNotFound';
import { LazyArticleFeedback } from './LazyArticleFeedback';
import { OnThisPage } from './TableOfContents';
import { RelatedArticles } from './RelatedArticles';
import { useReaderDate } from './formatDate';
import { useT } from '../i18n/useT';
import { EditionPart } from '../editions/editionParts';
import { useArticleVersions } from '../editions/useArticleVersions';
import articleTexts from '../i18n/catalogues/en.article.json';

function ArticleSkeleton() {
  const t = useT(articleTexts);
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('article.loading')}</span>
      <Lines>
        <Skeleton $width="35%" $height="0.875rem" />
        <Skeleton $width="70%" $height="2.25rem" />
        <Skeleton $width="45%" $height="0.875rem" />
        <Skeleton $height="6rem" />
        <Skeleton $width="90%" />
        <Skeleton $width="80%" />
      </Lines>
    </div>
  );
}

/** 'Updated: {date}', in the reader's locale once in the browser. */
function UpdatedDate({ iso }: { iso: string }) {
  return <span>{useT(articleTexts)('article.updated', { date: useReaderDate(iso) })}</span>;
}

/** The article's head tags, canonical for its language in the current version (as the server writes them). */
function editionArticleHead(article: ArticleData, origin: string, site: SiteBranding, edition: Edition, places: ArticleInVersion[] | undefined) {
  return articleHead(article, origin, site, articleCanonicalUrl(origin, edition, article, places));
}

/**
 * SPEC's breadcrumb, parent category › category, each a link to its category page (their slugs come with
 * the way to the article the sidebar opens); names alone until that is known.
 */
function crumbsOf(article: ArticleData, path: SidebarPath | undefined): Crumb[] {
  const way = path?.categories.slice(-2).map(({ category }) => ({ name: category.name, slug: category.slug }));
  return way ?? [article.parentCategoryName, article.categoryName].filter((name): name is string => Boolean(name)).map((name) => ({ name }));
}

/** /article/{slug}: breadcrumb, title, dates, reading time and the article's HTML (SPEC §2). */
export function ArticlePage() {
  const t = useT(articleTexts);
  const edition = useEdition();
  const { slug } = useParams();
  const { hash } = useLocation();
  const { data: article, error, isLoading } = useArticle(slug);
  const path = useSidebarPath(slug).data;
  const [image, setImage] = useState<ModalImage | null>(null);
  // The head is applied in an effect (the browser's); the server writes its own head tags.
  const site = useSite();
  const places = useArticleVersions(edition.version === null ? null : slug).data;
  useDocumentHead(article && typeof window !== 'undefined' ? editionArticleHead(article, window.location.origin, site, edition, places) : null);
  // The article was read: reported once per page view of the article under its current slug.
  const viewedId = article && article.slug === slug ? article.id : null;
  useEffect(() => {
    if (viewedId) recordArticleView(viewedId);
  }, [viewedId]);

  if (isLoading) return <ArticleSkeleton />;
  if (error instanceof ApiError && error.status === 410) return <ArticleNotFound gone />;
  if (error || !article) return <ArticleNotFound />;
  // An old slug: the API answered with the article's current one (a 301); the address follows.
  if (article.slug !== slug) return <Navigate to={`${articlePath(article.slug)}${hash}`} replace />;
  return (
    <Article>
      <Breadcrumb crumbs={crumbsOf(article, path)} />
      <h1>{article.title}</h1>
      <Meta>
        <UpdatedDate iso={article.updatedAt} />
        <span>{t('article.readingTime', { count: article.readingTime })}</span>
      </Meta>
      <EditionPart name="Note" />
      <OnThisPage entries={article.tableOfContents} />
      <ArticleBody html={article.content} onOpenImage={setImage} />
      <LazyArticleFeedback key={article.id} articleId={article.id} />
      <RelatedArticles slug={article.slug} title={article.title} />
      <ArticlePager slug={article.slug} path={path} />
      <LazyImageModal image={image} onClose={() => setImage(null)} />
    </Article>
  );
}

const Article = styled.article`
  max-width: 48rem;
  h1 {
    margin: ${space(2)} 0 ${space(2)};
    font-size: clamp(1.625rem, 4vw, 2.25rem);
    line-height: 1.2;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(5)};
  margin: 0 0 ${space(6)};
  color: ${color('textMuted')};
  font-size: 0.9375rem;
`;

const Lines = styled.div`
  display: grid;
  gap: ${space(3)};
  max-width: 48rem;
`;
