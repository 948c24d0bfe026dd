export { NotFoundPage as default } from '../notFound/NotFoundPage';
