export { ArticlePage as default } from '../article/ArticlePage';
