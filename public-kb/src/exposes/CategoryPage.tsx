export { CategoryPage as default } from '../category/CategoryPage';
