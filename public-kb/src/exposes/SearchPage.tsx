export { SearchPage as default } from '../search/SearchPage';
